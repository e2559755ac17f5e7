// GraphQL operations of the checkout screens (offer, order, payment, status), for Apollo; the upsell's are in upsell-api. Codegen reads the
// sources (GraphQL magic comment); the screens use the generated documents.
export const sources = [
  /* GraphQL */ `
    fragment CheckoutMoney on Money {
      amountMinor
      currency {
        code
        fractionDigits
        decimalComma
      }
    }
  `,
  /* GraphQL */ `
    query CheckoutCountries {
      countries {
        code
      }
    }
  `,
  /* GraphQL */ `
    query CheckoutOffer($examId: Int!, $country: String!, $locale: String!) {
      skus(examId: $examId, country: $country, locale: $locale) {
        id
        code
        kind
        title
        description
        upsellStep
        price {
          ...CheckoutMoney
        }
        recurringPrice {
          ...CheckoutMoney
        }
        plan {
          id
          code
          title
          features
          interval
          intervalCount
          trialDays
        }
      }
      personalityTypes(locale: $locale) {
        code
        title
        summary
        famousPeople
      }
      landingStats(examId: $examId, country: $country) {
        completedToday
        completedInRegion
        region
        accuracyRating
        ratingCount
        buyersToday
        lastPurchaseAt
      }
    }
  `,
  /* GraphQL */ `
    query CheckoutQuote($examId: Int!, $skuId: Int!, $country: String!, $locale: String, $promoCode: String) {
      priceQuote(examId: $examId, skuId: $skuId, country: $country, locale: $locale, promoCode: $promoCode) {
        quote {
          amount {
            ...CheckoutMoney
          }
          listAmount {
            ...CheckoutMoney
          }
          discount {
            ...CheckoutMoney
          }
          terms {
            version
            text
            trialDays
            interval
            recurringAmount {
              ...CheckoutMoney
            }
          }
        }
        errors {
          code
          field
        }
      }
    }
  `,
  /* GraphQL */ `
    query CheckoutOfferBuyer($token: String!) {
      offerBuyer(attemptToken: $token) {
        email
        ownedSkuIds
      }
    }
  `,
  /* GraphQL */ `
    query CheckoutAttemptType($token: String!, $locale: String!) {
      testResult(token: $token) {
        id
        personality {
          typeCode
          secondaryCode
          personalityType(locale: $locale) {
            code
            title
          }
        }
      }
    }
  `,
  /* GraphQL */ `
    fragment CheckoutOrder on Order {
      id
      orderNumber
      status
      examId
      email
      country
      promoCode
      parentOrderNumber
      paidAt
      reportToken
      sku {
        id
        code
        kind
        title
      }
      amount {
        ...CheckoutMoney
      }
      listAmount {
        ...CheckoutMoney
      }
      discount {
        ...CheckoutMoney
      }
      trialConsent {
        version
        text
        agreedAt
      }
      subscription {
        id
        status
        trialEndsAt
        currentPeriodEnd
        amount {
          ...CheckoutMoney
        }
      }
      payment {
        id
        number
        status
        method
        provider
        approveUrl
        clientSecret
      }
    }
  `,
  /* GraphQL */ `
    mutation CheckoutCreateOrder($input: CreateOrderInput!) {
      createOrder(input: $input) {
        order {
          ...CheckoutOrder
        }
        token
        errors {
          code
          field
        }
      }
    }
  `,
  /* GraphQL */ `
    query CheckoutOrderView($ref: String!, $token: String!) {
      order(ref: $ref, token: $token) {
        ...CheckoutOrder
      }
    }
  `,
  /* GraphQL */ `
    query CheckoutOrderFulfilled($ref: String!, $token: String!, $awaitFulfilmentSeconds: Int!) {
      order(ref: $ref, token: $token, awaitFulfilmentSeconds: $awaitFulfilmentSeconds) {
        ...CheckoutOrder
      }
    }
  `,
  /* GraphQL */ `
    query CheckoutPaymentMethods($examId: Int!, $country: String!, $locale: String) {
      paymentMethods(examId: $examId, country: $country, locale: $locale) {
        id
        code
        title
      }
    }
  `,
  /* GraphQL */ `
    mutation CheckoutPayOrder($input: PayOrderInput!) {
      payOrder(input: $input) {
        order {
          ...CheckoutOrder
        }
        errors {
          code
          field
        }
      }
    }
  `,
  /* GraphQL */ `
    mutation CheckoutCheckPayment($ref: String!, $token: String!) {
      checkPayment(ref: $ref, token: $token) {
        order {
          ...CheckoutOrder
        }
        errors {
          code
          field
        }
      }
    }
  `,
  /* GraphQL */ `
    mutation CheckoutUpdateEmail($ref: String!, $token: String!, $email: String!) {
      updateOrderEmail(ref: $ref, token: $token, email: $email) {
        order {
          id
          email
        }
        errors {
          code
          field
        }
      }
    }
  `,
];

export {
  CheckoutAttemptTypeDocument, CheckoutCheckPaymentDocument, CheckoutOfferBuyerDocument, CheckoutCountriesDocument, CheckoutCreateOrderDocument,
  CheckoutOfferDocument, CheckoutOrderFulfilledDocument, CheckoutOrderViewDocument, CheckoutPaymentMethodsDocument, CheckoutPayOrderDocument,
  CheckoutQuoteDocument, CheckoutUpdateEmailDocument,
} from '../../gql/graphql';
export {
  CheckoutBuyPackageDocument, CheckoutBuyPlanDocument, CheckoutBuyVipDocument, CheckoutUpsellStepDocument, CheckoutVipStatusDocument,
} from './upsell-api';
export type {
  CheckoutFollowUpFragment, CheckoutMoneyFragment, CheckoutOfferedSkuFragment, CheckoutOfferQuery, CheckoutOrderFragment,
  CheckoutQuoteQuery, OrderErrorCode, PaymentErrorCode, PaymentMethodCode, SkuKind,
} from '../../gql/graphql';
