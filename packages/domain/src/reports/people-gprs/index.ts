/** Pure parts of the people-gprs reports (docs/reports.md). */
export {};
