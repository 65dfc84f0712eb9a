/**
 * Webhook endpoints in the sandbox (see ./flow.ts): an endpoint is created `enabled` with a
 * signing secret shown once; a test event is delivered at once and `succeeded` (the sandbox sends
 * nothing over the network) and is listed in the endpoint's deliveries; a rotation gives a new
 * secret and keeps the previous one for `expireCurrentAfterHours`.
 */
import type { Json } from './contract';
import { newId } from './problems';
import type { SandboxAnswer } from './sandbox';
import { asObject, bodyFields, copy, later, now, ok, stored, template, type FlowContext } from './flowContext';

const SECRET_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function newSecret(): string {
  let secret = 'whsec_';
  for (let index = 0; index < 32; index += 1) secret += SECRET_ALPHABET[Math.floor(Math.random() * SECRET_ALPHABET.length)];
  return secret;
}

/** An endpoint as reads return it: the secret only in the answers of create and rotate. */
const withoutSecret = (endpoint: Json): Json => {
  const { secret: _secret, ...rest } = endpoint;
  return copy(rest);
};

export function webhookFlow(context: FlowContext): SandboxAnswer | undefined {
  const { operation, pathParams, state, body } = context;
  switch (operation.operationId) {
    case 'createWebhook': {
      const request = asObject(body);
      const shape = template(context, '201');
      const time = now();
      const endpoint: Json = {
        ...shape,
        ...bodyFields(shape, request),
        id: newId('whk'),
        description: request.description ?? null,
        status: 'enabled',
        disabledReason: null,
        secret: newSecret(),
        previousSecretExpiresAt: null,
        lastDeliveryAt: null,
        createdAt: time,
        updatedAt: time,
      };
      state.resources[String(endpoint.id)] = endpoint;
      return ok(201, copy(endpoint));
    }
    case 'getWebhook': {
      const endpoint = stored(state, pathParams.webhookId, 'whk');
      return endpoint ? ok(200, withoutSecret(endpoint)) : undefined;
    }
    case 'rotateWebhookSecret': {
      const endpoint = stored(state, pathParams.webhookId, 'whk');
      if (!endpoint) return undefined;
      const hours = Number(asObject(body).expireCurrentAfterHours ?? 24);
      const time = now();
      Object.assign(endpoint, { secret: newSecret(), previousSecretExpiresAt: hours > 0 ? later(hours * 3_600_000) : null, updatedAt: time });
      return ok(200, copy(endpoint));
    }
    case 'sendTestWebhookEvent': {
      const endpoint = stored(state, pathParams.webhookId, 'whk');
      if (!endpoint) return undefined;
      const shape = template(context, '200', 'status', 'succeeded');
      const time = now();
      const delivery: Json = {
        ...shape,
        id: newId('dlv'),
        webhookId: endpoint.id,
        eventId: newId('evt'),
        eventType: asObject(body).type,
        test: true,
        status: 'succeeded',
        attempts: 1,
        nextAttemptAt: null,
        lastAttempt: { ...asObject(shape.lastAttempt), attemptedAt: time },
        createdAt: time,
        updatedAt: time,
      };
      state.resources[String(delivery.id)] = delivery;
      endpoint.lastDeliveryAt = time;
      return ok(200, copy(delivery));
    }
    case 'listWebhookDeliveries': {
      const endpoint = stored(state, pathParams.webhookId, 'whk');
      if (!endpoint) return undefined;
      const { status, eventType, eventId } = context.query;
      const deliveries = Object.values(state.resources).filter(
        (resource) =>
          resource.webhookId === endpoint.id &&
          String(resource.id).startsWith('dlv_') &&
          (status === undefined || resource.status === status) &&
          (eventType === undefined || resource.eventType === eventType) &&
          (eventId === undefined || resource.eventId === eventId),
      );
      return ok(200, { data: copy(deliveries.reverse()), nextCursor: null, hasMore: false });
    }
    default:
      return undefined;
  }
}
