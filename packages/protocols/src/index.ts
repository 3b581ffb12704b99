// Device protocol codecs (Teltonika, OsmAnd): bytes in, typed records out; no sockets, no DB.
// The codecs arrive with the telemetry issue; this package exists so the workspace layout of
// DESIGN §2 is in place and the server can depend on it.
export {};
