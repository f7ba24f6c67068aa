"use client";
import { Link } from "@/components/ui/link";
import { useEffect, useRef, useState } from "react";
import { preload } from "react-dom";
import type { Banner } from "@/lib/api/contract/site";
import { safeUrl } from "@/lib/safe-url";
import { whenIdle } from "@/lib/when-idle";
import "swiper/css";
import s from "./banner-slider.module.css";

/** 4 banners, looping; desktop shows 3 and advances every 2 s, mobile 1 every 3 s. */
const SLIDER = { desktopFrom: 768, desktopDelay: 2_000, mobileDelay: 3_000, desktopPanels: 3, gap: 12 };

/** A banner link's name when its banner has no title: the slider shows promotions. */
const BANNER_LINK = "ดูรายละเอียดโปรโมชั่น";

/**
 * Widths asked of Next's image optimizer (each must be in next.config.ts images, at its default quality 75) for each
 * screen density. A panel is about as wide on a phone (343-398 px) as on a desktop (381 px; 237-380 px between 768
 * and 1232), so the density alone picks the picture: no `sizes` in the page.
 */
const DENSITIES: [width: number, density: number][] = [
  [384, 1],
  [828, 2],
  [1080, 3],
];

/**
 * A banner picture's src and srcset through the optimizer, written here rather than by next/image: three short
 * candidates instead of its five, no inline style, and none of its code in the page's JavaScript. A picture the
 * optimizer does not take (another origin, SVG) is used as it is.
 */
function picture(image: string): { src: string; srcSet?: string } {
  if (!image.startsWith("/") || image.startsWith("//") || /\.svg($|\?)/i.test(image)) return { src: image };
  // A plain path goes as it is (the optimizer reads the query's url whole); anything else escaped.
  const url = /^[\w/.-]+$/.test(image) ? image : encodeURIComponent(image);
  const at = (w: number) => `/_next/image?url=${url}&w=${w}&q=75`;
  return { src: at(828), srcSet: DENSITIES.map(([w, x]) => `${at(w)} ${x}x`).join(",") };
}

type SwiperInstance = {
  destroy: (deleteInstance?: boolean, cleanStyles?: boolean) => void;
  slideTo: (index: number, speed?: number, runCallbacks?: boolean) => void;
  slideNext: () => void;
  activeIndex: number;
  on: (event: string, handler: () => void) => void;
};

/**
 * The slides are server-rendered in their final geometry (CSS gives the same widths Swiper will), so nothing
 * moves when Swiper arrives; Swiper itself loads after the page is interactive.
 */
export function BannerSlider({ banners }: { banners: Banner[] }) {
  const root = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  // Slides from this index on keep their picture unloaded (CSS hides a lazy image, so the browser leaves it) until
  // they are about to show: the first paint fetches only the panels on screen (banner-slider.module.css).
  const [reveal, setReveal] = useState(0);
  // Set when the browser is first idle: the second copy of the slides is added and Swiper starts.
  const [looping, setLooping] = useState(false);
  const count = banners.length;
  // A second copy (hidden from screen readers) to loop through; see the jump in the effect. Added in the browser only,
  // after the originals, off screen: the server's HTML carries each banner once.
  const slides = count > 1 && looping ? [...banners, ...banners] : banners;

  // Swiper arrives when the browser is idle: the slides are already laid out, so nothing waits for it.
  useEffect(() => {
    if (count < 2) return;
    return whenIdle(() => setLooping(true));
  }, [count]);

  useEffect(() => {
    const el = root.current;
    if (!el || count < 2 || !looping) return;
    const wide = window.matchMedia(`(min-width: ${SLIDER.desktopFrom}px)`);
    const still = window.matchMedia("(prefers-reduced-motion: reduce)");
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hovered = false;

    // Our own timer rather than Swiper's Autoplay module: that one runs a requestAnimationFrame loop for the
    // whole page life (to report time left), which keeps a phone's main thread busy.
    const schedule = () => {
      clearTimeout(timer);
      if (cancelled || still.matches || hovered || document.hidden) return;
      timer = setTimeout(() => {
        swiper.current?.slideNext();
        schedule();
      }, wide.matches ? SLIDER.desktopDelay : SLIDER.mobileDelay);
    };
    const start = async () => {
      const { default: Swiper } = await import("swiper");
      if (cancelled) return;
      swiper.current?.destroy(true, true);
      // Looping without Swiper's loop mode: that one re-orders slide nodes on every move (new image paints, a late
      // LCP). The second copy of the banners follows the first; past the last original we jump, unanimated, to
      // the same picture in the first copy.
      const instance = new Swiper(el, {
        slidesPerView: 1,
        spaceBetween: SLIDER.gap,
        breakpoints: { [SLIDER.desktopFrom]: { slidesPerView: SLIDER.desktopPanels } },
      }) as unknown as SwiperInstance;
      const panels = () => (wide.matches ? SLIDER.desktopPanels : 1);
      // The panels on screen and the next one, fetched while the current one still shows.
      setReveal((r) => Math.max(r, panels() + 1));
      instance.on("slideChange", () => {
        setActive(instance.activeIndex % count);
        setReveal((r) => Math.max(r, instance.activeIndex + panels() + 1));
      });
      instance.on("slideChangeTransitionEnd", () => {
        if (instance.activeIndex >= count) instance.slideTo(instance.activeIndex - count, 0, false);
      });
      instance.on("touchEnd", schedule);
      swiper.current = instance;
      schedule();
    };
    const pause = () => {
      hovered = true;
      clearTimeout(timer);
    };
    const resume = () => {
      hovered = false;
      schedule();
    };
    void start();
    wide.addEventListener("change", schedule);
    still.addEventListener("change", schedule);
    document.addEventListener("visibilitychange", schedule);
    el.addEventListener("mouseenter", pause);
    el.addEventListener("mouseleave", resume);
    el.addEventListener("focusin", pause);
    el.addEventListener("focusout", resume);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      wide.removeEventListener("change", schedule);
      still.removeEventListener("change", schedule);
      document.removeEventListener("visibilitychange", schedule);
      el.removeEventListener("mouseenter", pause);
      el.removeEventListener("mouseleave", resume);
      el.removeEventListener("focusin", pause);
      el.removeEventListener("focusout", resume);
      swiper.current?.destroy(true, true);
      swiper.current = null;
    };
  }, [count, looping]);

  if (count === 0) return null;
  // The first panel is the page's largest picture: fetched from the head, at once, at the width the screen takes.
  const first = picture(banners[0]!.image);
  preload(first.src, { as: "image", imageSrcSet: first.srcSet, fetchPriority: "high" });
  return (
    <section className={`container ${s.slider}`} aria-roledescription="carousel" aria-label="โปรโมชั่นแนะนำ">
      <div ref={root} className={`swiper ${s.viewport}`} data-testid="banner-slider">
        <div className="swiper-wrapper">
          {slides.map((b, i) => {
            const copy = i >= count;
            const { src, srcSet } = picture(b.image);
            return (
              <div
                key={`${b.id}-${i}`}
                className={`swiper-slide ${s.slide}`}
                aria-hidden={copy || undefined}
                data-banner={b.id}
                data-later={i >= reveal || undefined}
              >
                <Link href={safeUrl(b.link, { allowHttp: true }) ?? "/"} className={s.panel} tabIndex={copy ? -1 : undefined}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- srcset of the optimizer's URLs, see picture(); loading and srcset set before src */}
                  <img loading={i === 0 ? undefined : "lazy"} fetchPriority={i === 0 ? "high" : undefined} srcSet={srcSet} src={src} alt="" />
                  {/* The link's name in text, not the picture's alt: a picture not yet shown (data-later) names nothing. */}
                  {!copy && <span className="visually-hidden">{b.title || BANNER_LINK}</span>}
                </Link>
              </div>
            );
          })}
        </div>
      </div>
      <div className={s.dots}>
        {banners.map((b, i) => (
          <button
            key={b.id}
            type="button"
            className={`${s.dot} ${i === active ? s.active : ""}`}
            aria-label={`แบนเนอร์ ${i + 1}`}
            aria-current={i === active || undefined}
            onClick={() => swiper.current?.slideTo(i)}
          />
        ))}
      </div>
    </section>
  );
}
