// Tests import server modules directly; the real package only guards bundles.
export {};
