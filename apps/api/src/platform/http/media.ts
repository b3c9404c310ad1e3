import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiRoot } from '../paths';

/** Images that ship with the product (the demo operator's logos) at /media/. */
export async function registerMedia(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.join(apiRoot, 'media'),
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1d',
  });
}
