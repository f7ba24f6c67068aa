// Rendered per request, like every page of the site (each carries its own CSP nonce).
export const dynamic = "force-dynamic";

export default function Page() {
  return (
    <main>
      <h1>สวัสดี</h1>
      <p>หน้าเปล่าสำหรับเทียบความเร็ว</p>
    </main>
  );
}
