import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { staffOfPage } from "@/server/api/backoffice";

/** The signed-in staff member of this page request (the gm_staff cookie), or null; read once per request. */
export const pageStaff = cache(async () => staffOfPage((await cookies()).get("gm_staff")?.value ?? null));
