/**
 * Every unit test file starts with zod's messages in German, as the server sets them (app.ts, lib/cli.ts): the
 * files share one module cache per worker (`isolate: false`), so no file may depend on which file ran before.
 */
import { z } from 'zod';

z.config(z.locales.de());
