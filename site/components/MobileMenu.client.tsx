'use client';

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
                  <a href={link.href} onClick={close} data-highlight={link.highlight ? 'true' : undefined}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <ul className={styles.secondary}>
            <li>
              <a href="/account">Sign in / Register</a>
            </li>
            <li>
              <a href="/wishlist">Wishlist</a>
            </li>
            <li>
              <a href="/pages/informational/delivery">Delivery</a>
            </li>
            <li>
              <a href="/pages/informational/returns">Returns</a>
            </li>
          </ul>
        </div>
      </dialog>
    </>
  );
}
