"use client";
import Image from "next/image";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import type { Banner } from "@/lib/api/contract/site";
import "swiper/css";
import s from "./banner-slider.module.css";

/** SPEC.md §2/§9: 4 banners, looping; desktop shows 3 and advances every 2 s, mobile 1 every 3 s. */
export const SLIDER = { desktopFrom: 768, desktopDelay: 2_000, mobileDelay: 3_000, desktopPanels: 3, gap: 12 };

type SwiperInstance = { destroy: (a?: boolean, b?: boolean) => void; slideToLoop: (i: number) => void; realIndex: number; on: (e: string, f: () => void) => void };

/**
 * The slides are server-rendered in their final geometry (CSS gives the same widths Swiper will), so nothing
 * moves when Swiper arrives; Swiper itself loads after the page is interactive.
 */
export function BannerSlider({ banners }: { banners: Banner[] }) {
  const root = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const count = banners.length;
  // Loop mode needs more slides than the desktop shows plus one; a second copy (hidden from screen readers) suffices.
  const slides = count > 0 && count <= SLIDER.desktopPanels + 1 ? [...banners, ...banners] : banners;

  useEffect(() => {
    const el = root.current;
    if (!el || count < 2) return;
    const wide = window.matchMedia(`(min-width: ${SLIDER.desktopFrom}px)`);
    const still = window.matchMedia("(prefers-reduced-motion: reduce)");
    let cancelled = false;

    const start = async () => {
      const [{ default: Swiper }, { Autoplay }] = await Promise.all([import("swiper"), import("swiper/modules")]);
      if (cancelled) return;
      swiper.current?.destroy(true, true);
      const instance = new Swiper(el, {
        modules: [Autoplay],
        loop: true,
        slidesPerView: 1,
        spaceBetween: SLIDER.gap,
        breakpoints: { [SLIDER.desktopFrom]: { slidesPerView: SLIDER.desktopPanels } },
        autoplay: still.matches
          ? false
          : { delay: wide.matches ? SLIDER.desktopDelay : SLIDER.mobileDelay, disableOnInteraction: false, pauseOnMouseEnter: true },
      }) as unknown as SwiperInstance;
      instance.on("slideChange", () => setActive(instance.realIndex % count));
      swiper.current = instance;
    };
    const restart = () => void start();
    void start();
    wide.addEventListener("change", restart);
    still.addEventListener("change", restart);
    return () => {
      cancelled = true;
      wide.removeEventListener("change", restart);
      still.removeEventListener("change", restart);
      swiper.current?.destroy(true, true);
      swiper.current = null;
    };
  }, [count]);

  if (count === 0) return null;
  return (
    <section className={`container ${s.slider}`} aria-roledescription="carousel" aria-label="โปรโมชั่นแนะนำ">
      <div ref={root} className={`swiper ${s.viewport}`} data-testid="banner-slider">
        <div className="swiper-wrapper">
          {slides.map((b, i) => {
            const copy = i >= count;
            return (
              <div key={`${b.id}-${i}`} className={`swiper-slide ${s.slide}`} aria-hidden={copy || undefined} data-banner={b.id}>
                <Link href={b.link ?? "/"} className={s.panel} tabIndex={copy ? -1 : undefined} prefetch={false}>
                  <Image
                    src={b.image}
                    alt={copy ? "" : b.title}
                    fill
                    sizes={`(min-width: ${SLIDER.desktopFrom}px) 400px, 100vw`}
                    loading={i < SLIDER.desktopPanels ? "eager" : "lazy"}
                    fetchPriority={i === 0 ? "high" : undefined}
                  />
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
            onClick={() => swiper.current?.slideToLoop(i)}
          />
        ))}
      </div>
    </section>
  );
}
