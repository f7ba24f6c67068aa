import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { staffOfPage } from "@/server/api/backoffice";

/** The signed-in staff member of this page request (the gm_staff cookie), or null; read once per request. */
export const pageStaff = cache(async () => staffOfPage((await cookies()).get("gm_staff")?.value ?? null));

/** The back office's pages: the signed-in staff member, or the sign-in page for anyone else. */
export async function requireStaff() {
  const staff = await pageStaff();
  if (!staff) redirect("/backoffice/login");
  return staff;
}
