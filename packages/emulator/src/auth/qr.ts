import QRCode from 'qrcode';

/** A `data:image/png;base64,...` QR code of `text`, for scanning with a phone. */
export const qrDataUrl = (text: string): Promise<string> =>
  QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 1 });
