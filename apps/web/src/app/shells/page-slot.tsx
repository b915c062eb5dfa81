/**
 * Keeps the current page mounted when the layout switches between the phone and the web shell (a
 * window resized, a tablet rotated): the page renders once, through a portal, into one element
 * that each shell only lends a place in its <main>. Without it the switch would remount the page
 * and lose what the person had typed.
 */
import { createContext, type ReactNode, useContext, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Outlet } from '../../lib/router';

const PageHostContext = createContext<HTMLElement | null>(null);

/** Renders the routed page into a stable element and lets the shell below place it. */
export function PageHostProvider({ children }: { children: ReactNode }) {
  const [host] = useState(() => {
    const element = document.createElement('div');
    element.style.display = 'contents';
    return element;
  });
  return (
    <PageHostContext.Provider value={host}>
      {children}
      {/* After the shell: its slot has taken the host before the page's own effects run. */}
      {createPortal(<Outlet />, host)}
    </PageHostContext.Provider>
  );
}

/** Where the shell shows the page. */
export function PageSlot() {
  const host = useContext(PageHostContext);
  const slotRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const slot = slotRef.current;
    if (!host || !slot) {
      return;
    }
    slot.appendChild(host);
    return () => {
      if (host.parentNode === slot) {
        slot.removeChild(host);
      }
    };
  }, [host]);
  return <div ref={slotRef} style={{ display: 'contents' }} />;
}
