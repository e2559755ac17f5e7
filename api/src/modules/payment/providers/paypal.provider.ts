// PayPal through the Orders API (create, customer approval, capture) with @paypal/paypal-server-sdk. Webhooks are
// verified with PayPal's verify-webhook-signature API; their events only trigger a fresh look at the order.
import {
  ApiError,
  CaptureStatus,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  PaymentsController,
  OrderStatus as PayPalOrderStatus,
  PaypalExperienceUserAction,
  PaypalPaymentTokenUsageType,
  PaypalWalletContextShippingPreference,
  StoreInVaultInstruction,
  type Order as PayPalOrder,
  type PaymentSource,
} from '@paypal/paypal-server-sdk';
import { fromPayPalValue, PAYPAL_CURRENCIES, toPayPalValue } from '../money.js';
import { PaymentStatus } from '../payment-attempt.entity.js';
import {
  ProviderError,
  type ChargeSavedInput,
  type CreatePaymentInput,
  type PaymentDetails,
  type PaymentProvider,
  type ProviderResult,
  type RefreshContext,
  type RefundInput,
  type WebhookEvent,
} from './provider.js';
import { parsePayPalEvent, verifyPayPalSignature } from './paypal.webhook.js';

export interface PayPalSettings {
  clientId: string;
  clientSecret: string;
  webhookId?: string;
  environment: 'sandbox' | 'production';
}

export const PAYPAL_API = { sandbox: 'https://api-m.sandbox.paypal.com', production: 'https://api-m.paypal.com' } as const;

/** A PayPal order onto our statuses: approved orders still need our capture; the capture decides the outcome. */
export function mapPayPalOrder(order: PayPalOrder): ProviderResult {
  const ref = order.id ?? '';
  const unit = order.purchaseUnits?.[0]?.amount;
  const amount = unit?.value && unit.currencyCode
    ? { amountMinor: fromPayPalValue(unit.value, unit.currencyCode), currency: unit.currencyCode.toUpperCase() }
    : {};
  return { ...mapPayPalStatus(order, ref), ...amount };
}

function mapPayPalStatus(order: PayPalOrder, ref: string): ProviderResult {
  const approveUrl = order.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve')?.href;
  switch (order.status) {
    case PayPalOrderStatus.Completed: {
      const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
      const vault = order.paymentSource?.paypal?.attributes?.vault;
      const saved = { methodRef: vault?.id, customerRef: vault?.customer?.id };
      if (capture?.status === CaptureStatus.Pending) return { ref, status: PaymentStatus.PROCESSING, captureRef: capture.id };
      if (capture?.status === CaptureStatus.Declined || capture?.status === CaptureStatus.Failed) {
        return { ref, status: PaymentStatus.FAILED, captureRef: capture.id, failureCode: 'capture_declined', failureMessage: 'PayPal declined the payment.' };
      }
      return { ref, status: PaymentStatus.SUCCEEDED, captureRef: capture?.id, ...saved, refunded: capture?.status === CaptureStatus.Refunded };
    }
    case PayPalOrderStatus.Voided:
      return { ref, status: PaymentStatus.CANCELLED };
    default:
      return { ref, status: PaymentStatus.AWAITING_CUSTOMER, approveUrl };
  }
}

export class PayPalProvider implements PaymentProvider {
  readonly name = 'paypal' as const;
  private readonly client: Client;
  private readonly orders: OrdersController;
  private readonly payments: PaymentsController;

  constructor(private readonly settings: PayPalSettings) {
    this.client = new Client({
      environment: settings.environment === 'production' ? Environment.Production : Environment.Sandbox,
      clientCredentialsAuthCredentials: { oAuthClientId: settings.clientId, oAuthClientSecret: settings.clientSecret },
      timeout: 30_000,
    });
    this.orders = new OrdersController(this.client);
    this.payments = new PaymentsController(this.client);
  }

  supports(currency: string, amountMinor: number): boolean {
    // PayPal orders cannot be for nothing: free trials need a card.
    return amountMinor > 0 && PAYPAL_CURRENCIES.has(currency.toUpperCase());
  }

  async create(input: CreatePaymentInput): Promise<ProviderResult> {
    const paymentSource: PaymentSource = {
      paypal: {
        experienceContext: {
          returnUrl: input.returnUrl,
          cancelUrl: input.cancelUrl ?? input.returnUrl,
          userAction: PaypalExperienceUserAction.PayNow,
          shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
        },
        attributes: input.saveMethod
          ? { vault: { storeInVault: StoreInVaultInstruction.OnSuccess, usageType: PaypalPaymentTokenUsageType.Merchant } }
          : undefined,
      },
    };
    return this.createOrder(input, paymentSource);
  }

  async chargeSaved(input: ChargeSavedInput): Promise<ProviderResult> {
    // With a vault id PayPal completes the order at once, without the customer.
    return this.createOrder(input, { paypal: { vaultId: input.methodRef } });
  }

  async refresh(ref: string, context: RefreshContext): Promise<ProviderResult> {
    const { result } = await this.call(() => this.orders.getOrder({ id: ref }));
    if (result.status !== PayPalOrderStatus.Approved) return mapPayPalOrder(result);
    try {
      const captured = await this.orders.captureOrder({ id: ref, paypalRequestId: `${context.idempotencyKey}:capture`, prefer: 'return=representation' });
      return mapPayPalOrder(captured.result);
    } catch (error) {
      const issue = error instanceof ApiError ? JSON.stringify(error.result ?? '') : '';
      if (issue.includes('ORDER_ALREADY_CAPTURED')) return mapPayPalOrder((await this.call(() => this.orders.getOrder({ id: ref }))).result);
      if (issue.includes('INSTRUMENT_DECLINED')) {
        return { ref, status: PaymentStatus.FAILED, failureCode: 'instrument_declined', failureMessage: 'PayPal declined the payment.' };
      }
      throw error;
    }
  }

  async cancel(): Promise<void> {
    // An uncaptured PayPal order simply expires; nothing to call.
  }

  async recover(): Promise<ProviderResult | null> {
    // A PayPal order takes money only after the customer approves it at the link they never received.
    return null;
  }

  async refund(_ref: string, input: RefundInput): Promise<void> {
    if (!input.captureRef) throw new ProviderError('A PayPal refund needs the capture id.');
    await this.call(() => this.payments.refundCapturedPayment({
      captureId: input.captureRef!,
      paypalRequestId: input.idempotencyKey,
      body: { amount: { currencyCode: input.currency.toUpperCase(), value: toPayPalValue(input.amountMinor, input.currency) } },
    }));
  }

  async parseWebhook(rawBody: Buffer, headers: Record<string, string | undefined>): Promise<WebhookEvent> {
    if (!this.settings.webhookId) throw new ProviderError('PAYPAL_WEBHOOK_ID is not set.');
    await verifyPayPalSignature({
      apiBase: PAYPAL_API[this.settings.environment],
      token: () => this.accessToken(),
      webhookId: this.settings.webhookId,
      rawBody,
      headers,
    });
    return parsePayPalEvent(rawBody);
  }

  private async createOrder(input: PaymentDetails, paymentSource: PaymentSource): Promise<ProviderResult> {
    const { result } = await this.call(() => this.orders.createOrder({
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [{
          referenceId: input.orderNumber,
          customId: input.attemptId,
          description: input.description.slice(0, 127),
          amount: { currencyCode: input.currency.toUpperCase(), value: toPayPalValue(input.amountMinor, input.currency) },
        }],
        paymentSource,
      },
      // PayPal's idempotency header: a repeated request returns the first order.
      paypalRequestId: input.idempotencyKey,
      prefer: 'return=representation',
    }));
    return mapPayPalOrder(result);
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof ApiError) throw new ProviderError(`PayPal answered ${error.statusCode}.`);
      throw error;
    }
  }

  private cachedToken?: { value: string; expiresAt: number };

  private async accessToken(): Promise<string> {
    if (this.cachedToken && this.cachedToken.expiresAt > Date.now()) return this.cachedToken.value;
    const token = await this.client.clientCredentialsAuthManager.fetchToken();
    const seconds = Number(token.expiresIn ?? 300n);
    this.cachedToken = { value: token.accessToken, expiresAt: Date.now() + Math.max(seconds - 60, 30) * 1000 };
    return token.accessToken;
  }
}
