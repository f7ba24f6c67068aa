// The login form's check, loaded with the form's first check (lib/forms/lazy-resolver.ts), not with the page.
import * as z from "zod/mini";
import { passwordEntered, phone } from "@/lib/api/contract/fields";

export const loginForm = z.object({ phone, password: passwordEntered });
