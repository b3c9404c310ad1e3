/** The wire's StaffMe (GET /api/foh/me), camel-cased by the http layer. */
export type StaffRole = 'front_of_house' | 'venue_manager' | 'operator_admin';

export type StaffVenue = { id: number; name: string };

export type StaffMe = {
  id: number;
  firstName: string;
  lastName: string;
  staffRole: StaffRole;
  venues: StaffVenue[];
  deskVenueId: number | null;
  idleTimeoutSeconds: number;
};

/** What the password step asks for next: a first sign-in enrols an authenticator, later ones verify. */
export type SecondFactorStep = 'enrol' | 'verify';

export type Enrolment = { otpauthUrl: string; qrSvg: string; secret: string };
