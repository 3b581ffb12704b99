export * from './types';
export { crc16Ibm } from './crc';
export { decodeAvlBody, isAvlCodec } from './avl';
export { decodeCodec8Record } from './codec8';
export { decodeCodec8eRecord } from './codec8e';
export { decodeCodec16Record } from './codec16';
export { CODEC7_EPOCH_MS, decodeCodec7Record, encodeCodec7Record } from './codec7';
export { decodeTextBody, encodeCodec13, encodeTextFrame, isTextCodec } from './text-codecs';
export { cardReaderDriver } from './card-reader';
export { Reader } from './reader';
export {
  CODEC12_COMMAND,
  CODEC12_RESPONSE,
  IMEI_ACCEPT,
  IMEI_REJECT,
  decodeCodec12Body,
  decodeCodec12Frame,
  encodeAck,
  encodeCodec12,
  encodeCodec12Command,
  encodeCodec12Response,
  encodeImeiReply,
  type Codec12Message,
} from './codec12';
export {
  DEFAULT_MAX_FRAME_BYTES,
  createTeltonikaStream,
  decodeTeltonikaFrame,
  type TeltonikaStream,
  type TeltonikaStreamOptions,
} from './frame';
export { encodeAvlBody, encodeAvlFrame, encodeImeiFrame } from './encode';
export { decodeTeltonikaUdp, encodeTeltonikaUdp, encodeTeltonikaUdpAck, type TeltonikaUdpPacket } from './udp';
export { TELTONIKA_IO, type IoRule, type IoTarget, type TeltonikaFamily } from './io-table';
export { createTeltonikaMapper, mapTeltonikaRecord, teltonikaMapperFor, type TeltonikaMapOptions } from './io-map';
