'use client';

import { lazy, Suspense, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { SettingsContext, type StaffToolsSettings } from './staff-tools-context.client';

// The staff tools (export, edit link, the admin selection and its machine) are for office staff
// only: their code loads in the browser when a viewer gets them, never with a shopper's page.
const loadStaffTools = () => import('./StaffTools.client');
const StaffToolbar = lazy(() => loadStaffTools().then(({ StaffToolbar }) => ({ default: StaffToolbar })));

type Provider = ComponentType<{ settings: StaffToolsSettings; children: ReactNode }>;

/**
 * Around a listing, for a viewer with staff or admin tools: the tools' provider once its code is
 * in. Until then (and in the server's HTML) the listing alone, as a cached listing has it.
 */
export function LazyStaffToolsProvider({ settings, children }: { settings: StaffToolsSettings; children: ReactNode }) {
  const [StaffToolsProvider, setProvider] = useState<Provider>();
  useEffect(() => {
    let current = true;
    void loadStaffTools().then((tools) => {
      if (current) setProvider(() => tools.StaffToolsProvider);
    });
    return () => {
      current = false;
    };
  }, []);
  if (!StaffToolsProvider) return children;
  return <StaffToolsProvider settings={settings}>{children}</StaffToolsProvider>;
}

/** The listing's staff bar, where the page has a place for it: nothing (and no code) without the tools. */
export function LazyStaffToolbar() {
  const settings = useContext(SettingsContext);
  if (!settings) return null;
  return (
    <Suspense fallback={null}>
      <StaffToolbar />
    </Suspense>
  );
}
