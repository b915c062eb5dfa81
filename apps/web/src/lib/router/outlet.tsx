/** Where a layout shows the page inside it: the element its parent handed down. */
import { createContext, type ReactNode, useContext } from 'react';

const OutletContext = createContext<ReactNode>(null);

export function OutletProvider({ outlet, children }: { outlet: ReactNode; children: ReactNode }) {
  return <OutletContext.Provider value={outlet}>{children}</OutletContext.Provider>;
}

export function Outlet() {
  return useContext(OutletContext);
}
