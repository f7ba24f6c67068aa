import { handleEnter } from "@/server/provider/demo/http";

export const dynamic = "force-dynamic";

/** /demo-provider/h{1..7}?token=…: the launch URL's landing (server/provider/demo/http.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ host: string }> }) {
  return handleEnter(request, (await params).host);
}
