"use client";
import { useRouter } from "next/navigation";
import { useStaffSignOut } from "@/lib/backoffice/mutations";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import { Button } from "@/components/ui/button";

/** Ends the staff session, then the sign-in page (also when the session had already ended). */
export function StaffSignOutButton() {
  const router = useRouter();
  const signOut = useStaffSignOut();
  return (
    <Button
      variant="ghost"
      size="small"
      disabled={signOut.isPending}
      onClick={() => signOut.mutate(undefined, { onSettled: () => router.replace("/backoffice/login") })}
    >
      {b.signOut}
    </Button>
  );
}
