/** The links to /account (player protection): the member drawer and the footer. */
export const safetyLinksText = {
  account: "บัญชีและความปลอดภัย",
  exclusion: "พักการเล่น / ระงับบัญชี",
} as const;
