import { toast } from "@/lib/toast";

/** Copies text, saying so in a toast (or, where the browser refuses, how to copy it by hand), in the caller's words. */
export async function copyText(text: string, id: string, words: { copied: string; copyFailed: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(words.copied, { id });
  } catch {
    toast.error(words.copyFailed, { id });
  }
}
