// Settings read from the environment: TRUST_PROXY takes a hop count or proxy addresses, and a
// wrong value stops the start with a message that says what is expected.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig, parseTrustProxy } from './config.ts'

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.1 ,fd00::/8', ['10.0.0.0/8', '192.168.1.1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('%j trusts %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected)
  })

  it.each(['true', 'yes', '10.0.0.0/33', '10.0.0.1/8/1', 'proxy.example', '-1'])(
    'refuses %j with what it expects',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(
        /TRUST_PROXY must be a number of proxy hops .* or a comma-separated list of proxy addresses or CIDRs/,
      )
    },
  )
})

describe('COMMENTS_PER_MINUTE', () => {
  it('defaults to 5 and refuses nonsense', () => {
    expect(loadConfig({}).commentsPerMinute).toBe(5)
    expect(loadConfig({ COMMENTS_PER_MINUTE: '20' }).commentsPerMinute).toBe(20)
    expect(() => loadConfig({ COMMENTS_PER_MINUTE: 'lots' })).toThrow('COMMENTS_PER_MINUTE must be a positive number')
  })
})

describe('a setting left empty', () => {
  // `DATA_DIR=` in an env file or a shell means "not set": taken as a path, it was the working
  // folder, and the database and media were written there.
  it('takes its default, as if it were not set', () => {
    const settings = [
      'PORT',
      'HOST',
      'DATA_DIR',
      'DATABASE_URL',
      'MEDIA_STORE',
      'S3_BUCKET',
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'ADMIN_PASSWORD',
      'PUBLIC_ORIGIN',
      'SITE_NAME',
      'MAX_AUDIO_MB',
      'VAPID_PUBLIC_KEY',
      'VAPID_PRIVATE_KEY',
      'VAPID_SUBJECT',
      'PUSH_EXTRA_HOSTS',
      'OUTBOUND_ALLOW_ADDRESSES',
      'SEED_DEMO',
      'TRUST_PROXY',
      'COMMENTS_PER_MINUTE',
      'STATIC_DIR',
      'BACKUP_DIR',
      'BACKUP_INTERVAL_HOURS',
      'BACKUP_KEEP',
    ]
    const empty = loadConfig(Object.fromEntries(settings.map((name) => [name, ''])))
    expect(empty).toEqual(loadConfig({}))
    expect(empty.dataDir).toBe(path.resolve('data'))
    expect(empty.databaseUrl).toBe(path.resolve('data', 'infinaeon.db'))
    expect(empty.host).toBe('127.0.0.1')
  })
})

describe('DATABASE_URL and MEDIA_STORE', () => {
  it('keeps SQLite and the media folder unless told otherwise', () => {
    const config = loadConfig({ DATA_DIR: '/srv/hub' })
    expect(config.databaseUrl).toBe('/srv/hub/infinaeon.db')
    expect(config.s3).toBeUndefined()
  })

  it('takes a postgres:// URL and the S3 settings as given', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://hub@db:5432/hub',
      MEDIA_STORE: 's3',
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(config.databaseUrl).toBe('postgres://hub@db:5432/hub')
    expect(config.s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'media',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    })
  })

  it('refuses a store it does not know, and S3 without a bucket', () => {
    expect(() => loadConfig({ MEDIA_STORE: 'ftp' })).toThrow(
      'MEDIA_STORE must be local (the default) or s3; "ftp" is neither',
    )
    expect(() => loadConfig({ MEDIA_STORE: 's3' })).toThrow('MEDIA_STORE=s3 needs S3_BUCKET')
  })
})

describe('BACKUP_DIR, BACKUP_INTERVAL_HOURS and BACKUP_KEEP', () => {
  it('keeps 7 backups, one a day, in DATA_DIR/backups unless told otherwise', () => {
    const config = loadConfig({ DATA_DIR: '/srv/hub' })
    expect(config).toMatchObject({ backupDir: '/srv/hub/backups', backupIntervalHours: 24, backupKeep: 7 })
    expect(loadConfig({ DATA_DIR: '/srv/hub', BACKUP_DIR: '', BACKUP_INTERVAL_HOURS: '', BACKUP_KEEP: '' })).toEqual(
      config,
    )
  })

  it('takes a folder, hours and a count as given', () => {
    expect(
      loadConfig({ DATA_DIR: '/srv/hub', BACKUP_DIR: '/mnt/copies', BACKUP_INTERVAL_HOURS: '6', BACKUP_KEEP: '30' }),
    ).toMatchObject({ backupDir: '/mnt/copies', backupIntervalHours: 6, backupKeep: 30 })
    expect(loadConfig({ BACKUP_DIR: 'copies' }).backupDir).toBe(path.resolve('copies'))
    expect(loadConfig({ BACKUP_INTERVAL_HOURS: '0.5' }).backupIntervalHours).toBe(0.5)
  })

  it('turns the schedule off with BACKUP_INTERVAL_HOURS=0', () => {
    expect(loadConfig({ BACKUP_INTERVAL_HOURS: '0' }).backupIntervalHours).toBe(0)
  })

  it.each(['-1', 'daily', '24h', 'Infinity'])('refuses BACKUP_INTERVAL_HOURS=%j with what it expects', (value) => {
    expect(() => loadConfig({ BACKUP_INTERVAL_HOURS: value })).toThrow(
      `BACKUP_INTERVAL_HOURS must be a number, 0 or more, got "${value}"`,
    )
  })

  it.each(['0', '0.5', '2.5', '-2', 'all', 'Infinity'])('refuses BACKUP_KEEP=%j with what it expects', (value) => {
    expect(() => loadConfig({ BACKUP_KEEP: value })).toThrow(
      `BACKUP_KEEP must be a whole number, 1 or more, got "${value}"`,
    )
  })
})
