/** Pure parts of the fuel-places reports (docs/reports.md). */
export {};
