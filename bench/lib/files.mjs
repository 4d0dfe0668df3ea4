// Files the benchmarks upload.
import { closeSync, openSync, writeSync } from 'node:fs';

/** An MP4 the type sniffer accepts: an `ftyp` box, then one `free` box filling up to `bytes`. */
export function writeMp4(file, bytes) {
  const fd = openSync(file, 'w');
  const ftyp = Buffer.from('00000018667479706d703432000000006d70343269736f6d', 'hex');
  const free = Buffer.alloc(8);
  free.writeUInt32BE(bytes - ftyp.length, 0);
  free.write('free', 4);
  writeSync(fd, Buffer.concat([ftyp, free]));
  const chunk = Buffer.alloc(2 ** 20, 7);
  for (let left = bytes - ftyp.length - 8; left > 0; left -= chunk.length) {
    writeSync(fd, chunk, 0, Math.min(left, chunk.length));
  }
  closeSync(fd);
}
