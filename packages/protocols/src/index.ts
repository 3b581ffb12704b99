// Device protocol codecs (Teltonika, OsmAnd): bytes in, typed records out; no sockets, no DB.
export * from './errors';
export { fromHex, toHex } from './bytes';
export * from './teltonika';
export { parseOsmAnd, parseOsmAndTime, type OsmAndInput, type OsmAndResult } from './osmand';
