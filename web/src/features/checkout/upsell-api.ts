// GraphQL operations of the upsell flow and VIP status (the order fragments they use are in api.ts), for Apollo.
export const sources = [
  /* GraphQL */ `
    query CheckoutVipStatus($ref: String!, $token: String!) {
      vipStatus(ref: $ref, token: $token) {
        vip
        vipUntil
      }
    }
  `,
  /* GraphQL */ `
    fragment CheckoutOfferedSku on OfferedSku {
      id
      code
      kind
      title
      description
      upsellStep
      purchased
      price {
        ...CheckoutMoney
      }
      recurringPrice {
        ...CheckoutMoney
      }
      plan {
        id
        interval
        trialDays
      }
    }
  `,
  /* GraphQL */ `
    query CheckoutUpsellStep($ref: String!, $token: String!, $step: Int!, $locale: String) {
      upsellPackages(ref: $ref, token: $token, step: $step, locale: $locale) {
        ...CheckoutOfferedSku
      }
      secondPhasePlans(ref: $ref, token: $token, locale: $locale) {
        ...CheckoutOfferedSku
      }
    }
  `,
  /* GraphQL */ `
    fragment CheckoutFollowUp on FollowUpPayload {
      order {
        ...CheckoutOrder
      }
      token
      errors {
        code
        field
      }
      paymentErrors {
        code
        field
      }
    }
  `,
  /* GraphQL */ `
    mutation CheckoutBuyPackage($input: BuyFollowUpInput!) {
      buyUpsellPackage(input: $input) {
        ...CheckoutFollowUp
      }
    }
  `,
  /* GraphQL */ `
    mutation CheckoutBuyPlan($input: BuyFollowUpInput!) {
      buySecondPhasePlan(input: $input) {
        ...CheckoutFollowUp
      }
    }
  `,
  /* GraphQL */ `
    mutation CheckoutBuyVip($input: BuyFollowUpInput!) {
      buyVip(input: $input) {
        ...CheckoutFollowUp
      }
    }
  `,
];

export {
  CheckoutBuyPackageDocument, CheckoutBuyPlanDocument, CheckoutBuyVipDocument, CheckoutUpsellStepDocument, CheckoutVipStatusDocument,
} from '../../gql/graphql';
