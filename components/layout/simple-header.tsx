import { Link } from "@/components/ui/link";
import { navText } from "@/lib/i18n/th/nav";
import { paths } from "@/lib/paths";
import { Logo } from "@/components/brand/logo";
import { DrawerButton } from "./drawer-button";
import bar from "./header.module.css";
import s from "./simple-header.module.css";

/** The register layout's header: the logo, a way home, and the drawer button for a logged-in member. */
export function SimpleHeader({ name, loggedIn }: { name: string; loggedIn: boolean }) {
  return (
    <header className={bar.header}>
      <div className={`container ${s.row}`}>
        <div className={s.left}>
          {loggedIn && <DrawerButton className={bar.iconButton} />}
          <Link href={paths.home()} className={s.logo} aria-label={`${name} ${navText.home}`}>
            <Logo name={name} />
          </Link>
        </div>
        <Link href={paths.home()} className={s.back}>
          {navText.home}
        </Link>
      </div>
    </header>
  );
}
