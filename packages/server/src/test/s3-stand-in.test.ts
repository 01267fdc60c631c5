import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from './s3-stand-in.js';

let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(() => s3.close());

const client = (secretAccessKey = s3.secretAccessKey) =>
  new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey },
  });

// The stand-in is only worth testing against if it refuses what S3 refuses.
describe('S3 stand-in', () => {
  it('keeps what a correctly signed client stores, with its headers', async () => {
    await client().send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: 'k.png', Body: Buffer.from('png!'), ContentType: 'image/png' }),
    );
    const got = await client().send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'k.png' }));
    expect(got.ContentType).toBe('image/png');
    expect(await got.Body!.transformToString()).toBe('png!');
  });

  it('refuses a request signed with the wrong secret', async () => {
    await expect(
      client('not-the-secret').send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'k.png' })),
    ).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
      $metadata: { httpStatusCode: 403 },
    });
  });

  it('refuses an unsigned request and a body that is not the one signed', async () => {
    expect((await fetch(`${s3.endpoint}/${s3.bucket}/k.png`)).status).toBe(403);
    const tampering = client();
    tampering.middlewareStack.add(
      (next) => async (args) => {
        (args.request as { body: unknown }).body = Buffer.from('evil');
        return next(args);
      },
      { step: 'finalizeRequest', priority: 'low' },
    );
    await expect(
      tampering.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 't.png', Body: Buffer.from('good') })),
    ).rejects.toMatchObject({ $metadata: { httpStatusCode: 400 } });
    expect(s3.objects.has('t.png')).toBe(false);
  });
});
