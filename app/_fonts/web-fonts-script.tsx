"use client";

/**
 * The script of WebFonts (web-fonts.tsx). A client component so that the page's RSC payload carries only a reference
 * to it and the text is in the HTML once.
 */
const SCRIPT =
  "((d,h,w)=>{const f=()=>{h.classList.add(w);try{localStorage[w]=1}catch{}};try{if(localStorage[w])return f()}catch{}" +
  'd.fonts?requestAnimationFrame(()=>setTimeout(()=>Promise.all([4,6].map(x=>d.fonts.load(x+"00 1em Kanit","กa"))).then(f,f))):f()' +
  '})(document,document.documentElement,"wf")';

export function WebFontsScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} suppressHydrationWarning />;
}
