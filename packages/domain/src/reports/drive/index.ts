/** Pure parts of the drive reports (docs/reports.md). */
export {};
