/** Pure parts of the drive reports: shifts, workday, courses, speeds (docs/reports-drive.md). */
export * from './messages';
export * from './shifts';
export * from './workday';
export * from './courses';
export * from './speeds';
