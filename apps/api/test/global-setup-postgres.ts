import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/client';
import { migrateDatabase } from '../src/platform/db/migrate';
import { seedDemoIfEmpty } from '../src/seed/demo';
import { databaseUrlFor, dropDatabases } from './postgres-databases';

/** One migrated, seeded template database on the server; each test file is a CREATE DATABASE … TEMPLATE. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL!;
  const template = `leisure_tmpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  await admin.end();

  const templateUrl = databaseUrlFor(url, template);
  const database = await openDatabase({ kind: 'postgres', url: templateUrl, poolSize: 1 });
  await migrateDatabase(database, templateUrl, seedDemoIfEmpty);
  await database.close();
  project.provide('postgresTemplate', { url, template });

  return async () => {
    await dropDatabases(url, `${template}_t_%`);
    await dropDatabases(url, template);
  };
}
