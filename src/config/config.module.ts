// Config feature: @nestjs/config fed by the process environment (plus overrides from tests),
// validated once at start (env.ts). Other modules inject the typed `Env`.
import { DynamicModule, Global, Module } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { Env, validateEnv } from './env.js';

@Global()
@Module({})
export class AppConfigModule {
  static forRoot(overrides: Partial<Record<keyof Env, unknown>> = {}): DynamicModule {
    return {
      module: AppConfigModule,
      imports: [
        ConfigModule.forRoot({
          // Overrides must not leak into process.env (tests start several apps in one process).
          ignoreEnvFile: true,
          ignoreEnvVars: true,
          load: [() => ({ env: validateEnv({ ...process.env, ...overrides }) })],
        }),
      ],
      providers: [{ provide: Env, inject: [ConfigService], useFactory: (c: ConfigService) => c.getOrThrow<Env>('env') }],
      exports: [Env],
    };
  }
}
