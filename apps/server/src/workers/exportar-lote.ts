// One batch of an export's rows encoded as CSV lines or sheet XML (lib/export/enviar.ts, the path of
// an export read on the request thread).
export { codificarLote as run } from '../lib/export/lote.ts';
