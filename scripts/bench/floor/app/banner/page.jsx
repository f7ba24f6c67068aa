// The floor with the site's first banner as its largest image, the way the site's pages have one: the same file the
// site sends a 412 px phone (public/art/banners/welcome.webp as /_next/image gives it at w=828, q=75), loaded with
// high priority. What a page whose LCP is an image costs with nothing of ours around it.
export const dynamic = "force-dynamic";

export default function Page() {
  return (
    <main>
      {/* eslint-disable-next-line @next/next/no-img-element -- the file is already what the optimizer sends a phone */}
      <img src="/banner.webp" fetchPriority="high" width={828} height={466} alt="" style={{ width: "100%", height: "auto", display: "block" }} />
      <h1>สวัสดี</h1>
      <p>หน้าเปล่าสำหรับเทียบความเร็ว</p>
    </main>
  );
}
