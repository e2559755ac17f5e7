// GraphQL operations of the account screens (sign-up, sign-in, password, profile), for Apollo. Codegen reads the
// sources (GraphQL magic comment); the screens use the generated documents. The session is an HttpOnly cookie the
// server sets, so no operation carries a token.
export const sources = [
  /* GraphQL */ `
    fragment AccountFields on User {
      id
      email
      name
      nickName
      phone
      birthday
      sex
      locale
      hasPassword
      emailVerified
    }
  `,
  /* GraphQL */ `
    fragment AccountErrorFields on AccountError {
      code
      field
      retryAfterSeconds
    }
  `,
  /* GraphQL */ `
    query AccountMe {
      me {
        ...AccountFields
      }
    }
  `,
  /* GraphQL */ `
    mutation AccountSignIn($email: String!, $password: String!) {
      signIn(email: $email, password: $password) {
        user {
          ...AccountFields
        }
        errors {
          ...AccountErrorFields
        }
      }
    }
  `,
  /* GraphQL */ `
    mutation AccountSignInWithLink($token: String!) {
      signInWithLink(token: $token) {
        user {
          ...AccountFields
        }
        errors {
          ...AccountErrorFields
        }
      }
    }
  `,
  /* GraphQL */ `
    mutation AccountRequestSignInLink($email: String!, $exam: String, $locale: String) {
      requestSignInLink(email: $email, exam: $exam, locale: $locale) {
        sent
        errors {
          ...AccountErrorFields
        }
      }
    }
  `,
  /* GraphQL */ `
    mutation AccountSignUp($input: SignUpInput!, $locale: String) {
      signUp(input: $input, locale: $locale) {
        sent
        errors {
          ...AccountErrorFields
        }
      }
    }
  `,
  /* GraphQL */ `
    mutation AccountConfirmSignUp($email: String!, $code: String!, $locale: String) {
      confirmSignUp(email: $email, code: $code, locale: $locale) {
        user {
          ...AccountFields
        }
        errors {
          ...AccountErrorFields
        }
      }
    }
  `,
  /* GraphQL */ `
    mutation AccountSignOut($everywhere: Boolean) {
      signOut(everywhere: $everywhere)
    }
  `,
];

export {
  AccountConfirmSignUpDocument, AccountMeDocument, AccountRequestSignInLinkDocument, AccountSignInDocument,
  AccountSignInWithLinkDocument, AccountSignOutDocument, AccountSignUpDocument,
} from '../../gql/graphql';
export type { AccountErrorCode, AccountErrorFieldsFragment, AccountFieldsFragment, Sex } from '../../gql/graphql';
