'use client';

import Link from 'next/link';
import { useRef } from 'react';
import type { FasciaConfig } from '@storefront/sites/fascias';
import { CloseIcon, MenuIcon } from './icons';
import styles from './MobileMenu.module.css';

/** The small-screen navigation drawer: a native modal dialog (focus trap and Escape for free). */
export function MobileMenu({ site }: { site: Pick<FasciaConfig, 'name' | 'navigation'> }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  return (
    <>
      <button type="button" className={styles.toggle} onClick={() => dialog.current?.showModal()} aria-haspopup="dialog">
        <MenuIcon />
        <span className="visually-hidden">Menu</span>
      </button>
      <dialog
        ref={dialog}
        className={styles.drawer}
        aria-label={`${site.name} menu`}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself) closes the drawer.
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className={styles.panel}>
          <div className={styles.top}>
            <span className={styles.title}>{site.name}</span>
            <button type="button" className={styles.close} onClick={close}>
              <CloseIcon />
              <span className="visually-hidden">Close menu</span>
            </button>
          </div>
          <nav aria-label="Departments">
            <ul className={styles.links}>
              {site.navigation.map((link) => (
                <li key={link.href}>
                  <Link prefetch={false} href={link.href} onClick={close} data-highlight={link.highlight ? 'true' : undefined}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <ul className={styles.secondary}>
            <li>
              <Link prefetch={false} href="/account">Sign in / Register</Link>
            </li>
            <li>
              <Link prefetch={false} href="/wishlist">Wishlist</Link>
            </li>
            <li>
              <Link prefetch={false} href="/pages/informational/delivery">Delivery</Link>
            </li>
            <li>
              <Link prefetch={false} href="/pages/informational/returns">Returns</Link>
            </li>
          </ul>
        </div>
      </dialog>
    </>
  );
}
