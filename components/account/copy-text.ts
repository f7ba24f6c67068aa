import { toast } from "@/lib/toast";
import { accountText } from "@/lib/i18n/th/account";

/** Copies text, saying so in a toast (or, where the browser refuses, how to copy it by hand). */
export async function copyText(text: string, id: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(accountText.copied, { id });
  } catch {
    toast.error(accountText.copyFailed, { id });
  }
}
