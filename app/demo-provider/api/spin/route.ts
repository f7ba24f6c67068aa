import { handleSpin } from "@/server/provider/demo/http";

export const dynamic = "force-dynamic";

export function POST(request: Request) {
  return handleSpin(request);
}
