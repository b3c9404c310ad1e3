import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSession } from '../../../test/fixtures/staff-fixtures';
import { cookiesOf, demo, useTestApp } from '../../../test/test-app';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'profile-photos-'));
const photosDir = path.join(dataDir, 'uploads', 'profile-photos');
const photoPath = '/api/my-account/user/profile-photo';

/** A multipart body with one file part, as a browser's FormData sends it. */
function multipart(data: Buffer, { field = 'photo', filename = 'me.jpg', type = 'image/jpeg' } = {}) {
  const boundary = `----leisure${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Stored sideways, left half red and right half blue, with EXIF saying "turn 90° clockwise" and a secret. */
async function sidewaysJpeg(): Promise<Buffer> {
  // withExif cannot set Orientation (sharp keeps it apart); withMetadata does.
  const half = { width: 600, height: 900, channels: 3 as const };
  const red = await sharp({ create: { ...half, background: '#ff0000' } })
    .png()
    .toBuffer();
  const blue = await sharp({ create: { ...half, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: '#000000' } })
    .composite([
      { input: red, left: 0, top: 0 },
      { input: blue, left: 600, top: 0 },
    ])
    .withExif({ IFD0: { Copyright: 'home address 14 Oxford Road', Make: 'PhoneCo' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

const smallPng = () =>
  sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } } })
    .png()
    .toBuffer();

describe('the profile photo', () => {
  const t = useTestApp({ DATA_DIR: dataDir });
  const auth: Record<string, Record<string, string>> = {};
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  beforeAll(async () => {
    for (const username of [demo.username, 'priya.shah@example.com']) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/auth/customer/login',
        payload: { username, password: demo.password },
      });
      auth[username] = { authorization: `Bearer ${res.json().token}` };
    }
  });
  const alex = () => auth[demo.username]!;
  const upload = (body: ReturnType<typeof multipart>, headers = alex()) =>
    t.inject({
      method: 'POST',
      url: photoPath,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  const userId = async (reference: string) => {
    const rows = (await t.sql(`select id from users where reference = '${reference}'`)) as {
      rows: { id: number }[];
    };
    return rows.rows[0]!.id;
  };
  const alexPhotoUrl = async () =>
    (await t.inject({ method: 'GET', url: '/api/auth/user', headers: alex() })).json().data.profile_photo.url;
  const fetchPhoto = (id: number, headers: Record<string, string>) =>
    t.inject({ method: 'GET', url: `${photoPath}/${id}`, headers });

  it('re-encodes a photo as an upright, square JPEG of at most 800 px with no metadata', async () => {
    const original = await sharp(await sidewaysJpeg()).metadata();
    expect(original.orientation).toBe(6);
    expect(original.exif?.toString('latin1')).toContain('Oxford Road');
    const res = await upload(multipart(await sidewaysJpeg()));
    expect(res.statusCode).toBe(200);
    const photo = res.json().data;
    const id = await userId('C100001');
    expect(photo).toEqual({
      authorisation: { allowed: true },
      url: expect.stringMatching(new RegExp(`^/api/my-account/user/profile-photo/${id}\\?v=[0-9a-f]{8}$`)),
      is_set: true,
      reminder: { dismissed: false },
    });

    const served = await t.inject({ method: 'GET', url: photo.url, headers: alex() });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toMatch(/^private/);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Turned upright: the stored left half (red) is now the top, the right half (blue) the bottom.
    const { data } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * 800 + x) * 3, (y * 800 + x) * 3 + 3)];
    expect(at(400, 20)[0]).toBeGreaterThan(200);
    expect(at(400, 780)[2]).toBeGreaterThan(200);

    const user = (await t.inject({ method: 'GET', url: '/api/auth/user', headers: alex() })).json().data;
    expect(user.profile_photo).toEqual(photo);
  });

  it('judges by content: a PNG named .jpg is taken, and replaces the old file, which is deleted', async () => {
    const before = readdirSync(photosDir);
    expect(before).toHaveLength(1);
    const res = await upload(multipart(await smallPng(), { filename: 'holiday.jpg', type: 'image/jpeg' }));
    expect(res.statusCode).toBe(200);
    const after = readdirSync(photosDir);
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before[0]);
    const served = await t.inject({ method: 'GET', url: res.json().data.url, headers: alex() });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 200,
      height: 200,
    });
  });

  it('refuses files that lie about their type with 422 on photo', async () => {
    const notImage = 'The photo must be a JPEG or PNG image.';
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const cases = [
      multipart(Buffer.from('<?php echo "hello"; ?>'), { filename: 'me.jpg', type: 'image/jpeg' }),
      multipart(gif, { filename: 'me.png', type: 'image/png' }),
      multipart(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)])),
      multipart(Buffer.from('%PDF-1.7 not a photo'), { filename: 'me.png', type: 'image/png' }),
    ];
    for (const body of cases) {
      const res = await upload(body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: 'The given data was invalid.', errors: { photo: [notImage] } });
    }
    expect(readdirSync(photosDir)).toHaveLength(1);
  });

  it('refuses a file over 10 MB with 413, said on photo', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(10_000_001)]);
    const res = await upload(multipart(big));
    expect(res.statusCode).toBe(413);
    const message = 'The photo may not be larger than 10 MB.';
    expect(res.json()).toEqual({ message, errors: { photo: [message] } });
  });

  it('refuses two files in one upload with 422 on photo, and keeps neither', async () => {
    const before = readdirSync(photosDir);
    const me = await alexPhotoUrl();
    for (const second of ['photo', 'other']) {
      const boundary = `----two${second}`;
      const part = async (field: string) =>
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${field}.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          await smallPng(),
          Buffer.from('\r\n'),
        ]);
      const res = await t.inject({
        method: 'POST',
        url: photoPath,
        headers: { ...alex(), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([await part('photo'), await part(second), Buffer.from(`--${boundary}--\r\n`)]),
      });
      expect(res.statusCode, second).toBe(422);
      expect(res.json()).toEqual({
        message: 'The given data was invalid.',
        errors: { photo: ['Send one photo at a time.'] },
      });
    }
    expect(readdirSync(photosDir)).toEqual(before);
    expect(await alexPhotoUrl()).toBe(me);
  });

  it('refuses an image of too many pixels (10,000 × 10,000) saying so, not calling it a bad file', async () => {
    const huge = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#369' } })
      .png()
      .toBuffer();
    const before = readdirSync(photosDir);
    const res = await upload(multipart(huge, { filename: 'huge.png', type: 'image/png' }));
    expect(res.statusCode).toBe(422);
    const message = 'The photo may not be larger than 50 megapixels (8000 × 6250 pixels, say).';
    expect(res.json()).toEqual({ message: 'The given data was invalid.', errors: { photo: [message] } });
    expect(readdirSync(photosDir)).toEqual(before);
  });

  it('refuses a request without the photo with 422', async () => {
    const required = {
      message: 'The given data was invalid.',
      errors: { photo: ['The photo field is required.'] },
    };
    const wrongField = await upload(multipart(await smallPng(), { field: 'picture' }));
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json()).toEqual(required);
    const boundary = 'only-a-field';
    const fieldOnly = await t.inject({
      method: 'POST',
      url: photoPath,
      headers: { ...alex(), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(fieldOnly.statusCode).toBe(422);
    expect(fieldOnly.json()).toEqual(required);
    const json = await t.inject({ method: 'POST', url: photoPath, headers: alex(), payload: { photo: 'x' } });
    expect(json.statusCode).toBe(422);
    expect(json.json()).toEqual(required);
  });

  it('serves a photo to its owner and the account holder of a linked member; 403 to anyone else', async () => {
    const alexId = await userId('C100001');
    const miaId = await userId('C100030');
    await t.sql(
      `update users set photo_file = (select photo_file from users where reference = 'C100001') where reference = 'C100030'`,
    );
    expect((await fetchPhoto(alexId, alex())).statusCode).toBe(200);
    expect((await fetchPhoto(miaId, alex())).statusCode).toBe(200);
    const priya = await fetchPhoto(alexId, auth['priya.shah@example.com']!);
    expect(priya.statusCode).toBe(403);
    expect(priya.json()).toEqual({ message: 'Unauthorised.' });
    expect((await fetchPhoto(miaId, auth['priya.shah@example.com']!)).statusCode).toBe(403);
    // Someone who does not exist is no different to a stranger: no probing for accounts.
    expect((await fetchPhoto(999_999, auth['priya.shah@example.com']!)).statusCode).toBe(403);
    // A staff session is nobody on a customer's call (decision 052).
    expect((await fetchPhoto(alexId, await staffSession(t))).statusCode).toBe(401);
    expect((await fetchPhoto(alexId, {})).statusCode).toBe(401);
    await t.sql(`update users set photo_file = null where reference = 'C100030'`);
  });

  it('dismisses the reminder', async () => {
    const res = await t.inject({ method: 'POST', url: `${photoPath}/reminder`, headers: alex() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.reminder).toEqual({ dismissed: true });
    const user = (await t.inject({ method: 'GET', url: '/api/auth/user', headers: alex() })).json().data;
    expect(user.profile_photo.reminder).toEqual({ dismissed: true });
  });

  it('deletes the photo and its file; then there is nothing to serve', async () => {
    const res = await t.inject({ method: 'DELETE', url: photoPath, headers: alex() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ url: null, is_set: false });
    expect(readdirSync(photosDir)).toHaveLength(0);
    const gone = await fetchPhoto(await userId('C100001'), alex());
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Unable to complete request, item not found.' });
    expect((await t.inject({ method: 'DELETE', url: photoPath, headers: alex() })).statusCode).toBe(200);
  });

  it('refuses changes with 403 once staff have locked the photo', async () => {
    await t.sql(`update users set photo_editing_allowed = false where reference = 'C100001'`);
    const post = await upload(multipart(await smallPng()));
    expect(post.statusCode).toBe(403);
    expect(post.json()).toEqual({ message: 'Unauthorised.' });
    const del = await t.inject({ method: 'DELETE', url: photoPath, headers: alex() });
    expect(del.statusCode).toBe(403);
    const user = (await t.inject({ method: 'GET', url: '/api/auth/user', headers: alex() })).json().data;
    expect(user.profile_photo.authorisation).toEqual({ allowed: false });
    await t.sql(`update users set photo_editing_allowed = true where reference = 'C100001'`);
  });

  it('answers 401 to a visitor and 419 to a cookie without its CSRF token', async () => {
    const body = multipart(await smallPng());
    expect((await upload(body, {})).statusCode).toBe(401);
    expect((await t.inject({ method: 'DELETE', url: photoPath })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: `${photoPath}/reminder` })).statusCode).toBe(401);
    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username: demo.username, password: demo.password },
    });
    const session = cookiesOf(login);
    expect((await upload(body, { cookie: session.header })).statusCode).toBe(419);
    const withToken = await upload(multipart(await smallPng()), {
      cookie: session.header,
      'x-xsrf-token': session.jar.xsrf!,
    });
    expect(withToken.statusCode).toBe(200);
  });
});
