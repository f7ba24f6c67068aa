/**
 * An operator's mistake in a command: printed as it is, the command exits 2. A module of its own because both the
 * money commands (server/wallet) and the message commands (server/messages) throw it, and neither should load the other.
 */
export class OpsInputError extends Error {}
