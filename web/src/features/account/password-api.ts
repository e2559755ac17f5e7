// GraphQL operations of the password and personal-info screens, for Apollo (see api.ts for the shared fragments).
export const sources = [
  /* GraphQL */ `
    mutation AccountRequestPasswordReset($email: String!, $locale: String) {
      requestPasswordReset(email: $email, locale: $locale) {
        sent
        errors {
          ...AccountErrorFields
        }
      }
    }
  `,
  /* GraphQL */ `
    mutation AccountResetPassword($input: PasswordResetInput!) {
      resetPassword(input: $input) {
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
    mutation AccountChangePassword($input: PasswordChangeInput!) {
      changePassword(input: $input) {
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
    mutation AccountUpdateProfile($input: ProfileInput!) {
      updateProfile(input: $input) {
        user {
          ...AccountFields
        }
        errors {
          ...AccountErrorFields
        }
      }
    }
  `,
];

export {
  AccountChangePasswordDocument, AccountRequestPasswordResetDocument, AccountResetPasswordDocument, AccountUpdateProfileDocument,
} from '../../gql/graphql';
