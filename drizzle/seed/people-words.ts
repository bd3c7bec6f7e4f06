/** Places and names for demo chapters, vendors and people: real US cities with plausible ZIP codes. */
import type { UsState } from '@portal/contract/rules';

export interface City {
  city: string;
  state: UsState;
  zip: string;
  area: string;
}

/** The first entry is the demo chapter's city. */
export const CITIES: readonly City[] = [
  { city: 'Austin', state: 'TX', zip: '78701', area: '512' },
  { city: 'Dallas', state: 'TX', zip: '75201', area: '214' },
  { city: 'Houston', state: 'TX', zip: '77002', area: '713' },
  { city: 'Phoenix', state: 'AZ', zip: '85004', area: '602' },
  { city: 'Tucson', state: 'AZ', zip: '85701', area: '520' },
  { city: 'Los Angeles', state: 'CA', zip: '90012', area: '213' },
  { city: 'San Diego', state: 'CA', zip: '92101', area: '619' },
  { city: 'Sacramento', state: 'CA', zip: '95814', area: '916' },
  { city: 'Denver', state: 'CO', zip: '80202', area: '303' },
  { city: 'Hartford', state: 'CT', zip: '06103', area: '860' },
  { city: 'Wilmington', state: 'DE', zip: '19801', area: '302' },
  { city: 'Miami', state: 'FL', zip: '33130', area: '305' },
  { city: 'Orlando', state: 'FL', zip: '32801', area: '407' },
  { city: 'Tampa', state: 'FL', zip: '33602', area: '813' },
  { city: 'Atlanta', state: 'GA', zip: '30303', area: '404' },
  { city: 'Savannah', state: 'GA', zip: '31401', area: '912' },
  { city: 'Honolulu', state: 'HI', zip: '96813', area: '808' },
  { city: 'Boise', state: 'ID', zip: '83702', area: '208' },
  { city: 'Chicago', state: 'IL', zip: '60602', area: '312' },
  { city: 'Indianapolis', state: 'IN', zip: '46204', area: '317' },
  { city: 'Des Moines', state: 'IA', zip: '50309', area: '515' },
  { city: 'Wichita', state: 'KS', zip: '67202', area: '316' },
  { city: 'Louisville', state: 'KY', zip: '40202', area: '502' },
  { city: 'New Orleans', state: 'LA', zip: '70112', area: '504' },
  { city: 'Portland', state: 'ME', zip: '04101', area: '207' },
  { city: 'Baltimore', state: 'MD', zip: '21202', area: '410' },
  { city: 'Boston', state: 'MA', zip: '02108', area: '617' },
  { city: 'Detroit', state: 'MI', zip: '48226', area: '313' },
  { city: 'Grand Rapids', state: 'MI', zip: '49503', area: '616' },
  { city: 'Minneapolis', state: 'MN', zip: '55401', area: '612' },
  { city: 'Jackson', state: 'MS', zip: '39201', area: '601' },
  { city: 'Kansas City', state: 'MO', zip: '64106', area: '816' },
  { city: 'St. Louis', state: 'MO', zip: '63101', area: '314' },
  { city: 'Billings', state: 'MT', zip: '59101', area: '406' },
  { city: 'Omaha', state: 'NE', zip: '68102', area: '402' },
  { city: 'Las Vegas', state: 'NV', zip: '89101', area: '702' },
  { city: 'Manchester', state: 'NH', zip: '03101', area: '603' },
  { city: 'Newark', state: 'NJ', zip: '07102', area: '973' },
  { city: 'Albuquerque', state: 'NM', zip: '87102', area: '505' },
  { city: 'New York', state: 'NY', zip: '10007', area: '212' },
  { city: 'Buffalo', state: 'NY', zip: '14202', area: '716' },
  { city: 'Charlotte', state: 'NC', zip: '28202', area: '704' },
  { city: 'Raleigh', state: 'NC', zip: '27601', area: '919' },
  { city: 'Fargo', state: 'ND', zip: '58102', area: '701' },
  { city: 'Columbus', state: 'OH', zip: '43215', area: '614' },
  { city: 'Cleveland', state: 'OH', zip: '44113', area: '216' },
  { city: 'Oklahoma City', state: 'OK', zip: '73102', area: '405' },
  { city: 'Portland', state: 'OR', zip: '97204', area: '503' },
  { city: 'Philadelphia', state: 'PA', zip: '19107', area: '215' },
  { city: 'Pittsburgh', state: 'PA', zip: '15222', area: '412' },
  { city: 'Providence', state: 'RI', zip: '02903', area: '401' },
  { city: 'Charleston', state: 'SC', zip: '29401', area: '843' },
  { city: 'Sioux Falls', state: 'SD', zip: '57104', area: '605' },
  { city: 'Nashville', state: 'TN', zip: '37219', area: '615' },
  { city: 'Memphis', state: 'TN', zip: '38103', area: '901' },
  { city: 'Salt Lake City', state: 'UT', zip: '84111', area: '801' },
  { city: 'Burlington', state: 'VT', zip: '05401', area: '802' },
  { city: 'Richmond', state: 'VA', zip: '23219', area: '804' },
  { city: 'Seattle', state: 'WA', zip: '98104', area: '206' },
  { city: 'Charleston', state: 'WV', zip: '25301', area: '304' },
  { city: 'Milwaukee', state: 'WI', zip: '53202', area: '414' },
  { city: 'Cheyenne', state: 'WY', zip: '82001', area: '307' },
  { city: 'Anchorage', state: 'AK', zip: '99501', area: '907' },
  { city: 'Little Rock', state: 'AR', zip: '72201', area: '501' },
  { city: 'Birmingham', state: 'AL', zip: '35203', area: '205' },
];

export const STREET_NAMES = [
  'Main St', 'Oak Ave', 'Maple Dr', 'Commerce St', 'Industrial Blvd', 'Elm St', 'Park Ave', 'Lake Rd',
  'Washington St', 'Market St', 'Congress Ave', 'Highland Dr', 'River Rd', 'Pine St', 'Warehouse Way',
  'Lincoln Ave', 'Broadway', 'Cedar Ln', 'Franklin St', 'Jefferson Blvd',
] as const;

export const FIRST_NAMES = [
  'James', 'Maria', 'Robert', 'Linda', 'Michael', 'Patricia', 'David', 'Jennifer', 'Carlos', 'Aisha',
  'Daniel', 'Emily', 'Kevin', 'Sofia', 'Brian', 'Grace', 'Anthony', 'Hannah', 'Marcus', 'Olivia',
  'Jamal', 'Mei', 'Thomas', 'Priya', 'Luis', 'Rachel', 'Andre', 'Natalie', 'Samuel', 'Chloe',
] as const;

export const LAST_NAMES = [
  'Johnson', 'Garcia', 'Smith', 'Nguyen', 'Williams', 'Martinez', 'Brown', 'Patel', 'Jones', 'Kim',
  'Davis', 'Lopez', 'Miller', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Lee',
  'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott',
] as const;

export const EVENT_KINDS = [
  'Spring Fundraiser', 'Member Mixer', 'Annual Gala', 'Community Fair', 'Leadership Summit',
  'Charity Run', 'Holiday Market', 'Volunteer Day', 'Awards Dinner', 'Back to School Drive',
  'Regional Conference', 'Golf Tournament',
] as const;
