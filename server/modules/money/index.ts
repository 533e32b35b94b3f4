/** The money area's door: what app.ts wires and other modules may use. */
import type { MoneyService } from './service';

export { createMoneyService, type MoneyService, type RightSpender } from './service';
export { registerMoneyRoutes, registerPayNotifyRoutes } from './routes';
export { contactUnlocked } from './access';

declare module 'fastify' {
  interface FastifyInstance {
    /** The money service (tests settle orders and read trails through it). */
    money: MoneyService;
  }
}
