/** Pure parts of the fuel and place reports (docs/reports-fuel-places.md). */
export * from './fuel-tanks';
export * from './current-fuel';
export * from './visits';
export * from './poi-vehicles';
