import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';

const width = 640;
const height = 480;

/**
 * A one-frame Y4M video of `text` as a QR code, black on white, for Chromium's fake camera
 * (--use-file-for-fake-video-capture), which plays it in a loop: the desk's scanner sees a pass held up.
 */
export async function writeQrVideo(text: string, path: string): Promise<void> {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  // Four modules of quiet zone on each side, as a printed code has.
  const scale = Math.floor((Math.min(width, height) * 0.9) / (modules + 8));
  const side = (modules + 8) * scale;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / scale) - 4;
      const column = Math.floor(x / scale) - 4;
      const dark =
        row >= 0 && column >= 0 && row < modules && column < modules && qr.modules.get(row, column);
      if (dark) luma[(top + y) * width + left + x] = 16;
    }
  }
  // 4:2:0 chroma at its neutral value: a grey-scale picture.
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(path, Buffer.concat([header, Buffer.from('FRAME\n'), luma, chroma]));
}
