// The browser part of qrcode's API that the app uses. @types/qrcode references Node's types, which
// would make Node globals such as `process` type-check in browser code.
declare module 'qrcode' {
  export type QRCodeErrorCorrectionLevel = 'low' | 'medium' | 'quartile' | 'high' | 'L' | 'M' | 'Q' | 'H';
  export type QRCodeRenderersOptions = {
    width?: number;
    margin?: number;
    scale?: number;
    errorCorrectionLevel?: QRCodeErrorCorrectionLevel;
    color?: { dark?: string; light?: string };
  };
  export function toCanvas(canvas: HTMLCanvasElement, text: string, options?: QRCodeRenderersOptions): Promise<void>;
  export function toDataURL(text: string, options?: QRCodeRenderersOptions): Promise<string>;
  const QRCode: { toCanvas: typeof toCanvas; toDataURL: typeof toDataURL };
  export default QRCode;
}
