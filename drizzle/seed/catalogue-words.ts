/**
 * Word lists for the demo catalogue. Each category brings its own nouns and price band (in whole
 * dollars) so a product name, its category and its price make sense together.
 */

export interface CategorySpec {
  name: string;
  code: string;
  description: string;
  nouns: readonly string[];
  priceDollars: readonly [number, number];
}

export const CATEGORY_SPECS: readonly CategorySpec[] = [
  { name: 'Office Supplies', code: 'OFF', description: 'Pens, binders, folders and desk essentials for chapter offices.', nouns: ['Ballpoint Pens', 'Binder', 'File Folders', 'Stapler', 'Desk Organizer', 'Sticky Notes', 'Clipboard', 'Highlighters'], priceDollars: [3, 45] },
  { name: 'Janitorial', code: 'JAN', description: 'Cleaning chemicals, tools and paper for facilities.', nouns: ['Trash Bags', 'Mop Head', 'Disinfectant Spray', 'Paper Towels', 'Hand Soap Refill', 'Floor Cleaner', 'Microfiber Cloths'], priceDollars: [5, 80] },
  { name: 'Breakroom & Snacks', code: 'BRK', description: 'Coffee, tea, snacks and breakroom basics in bulk.', nouns: ['Coffee Pods', 'Ground Coffee', 'Green Tea Bags', 'Trail Mix', 'Granola Bars', 'Sparkling Water', 'Creamer Cups'], priceDollars: [6, 60] },
  { name: 'Apparel', code: 'APP', description: 'Branded shirts, jackets and caps for members and volunteers.', nouns: ['T-Shirt', 'Polo Shirt', 'Hoodie', 'Baseball Cap', 'Quarter-Zip Pullover', 'Rain Jacket', 'Beanie'], priceDollars: [8, 90] },
  { name: 'Promotional Items', code: 'PRO', description: 'Giveaways that carry the chapter name to every event.', nouns: ['Tote Bag', 'Water Bottle', 'Lanyard', 'Keychain', 'Tumbler', 'Notebook', 'Phone Stand'], priceDollars: [2, 35] },
  { name: 'Event Supplies', code: 'EVT', description: 'Everything needed to run a meeting, fair or fundraiser.', nouns: ['Name Badges', 'Folding Table Cover', 'Raffle Tickets', 'Wristbands', 'Registration Kit', 'Lanyard Badge Holders'], priceDollars: [4, 120] },
  { name: 'Packaging & Shipping', code: 'PKG', description: 'Boxes, mailers, tape and labels for outgoing orders.', nouns: ['Shipping Boxes', 'Bubble Mailers', 'Packing Tape', 'Shipping Labels', 'Stretch Wrap', 'Packing Peanuts'], priceDollars: [6, 70] },
  { name: 'Electronics', code: 'ELC', description: 'Chargers, cables, speakers and small devices.', nouns: ['USB-C Cable', 'Power Bank', 'Bluetooth Speaker', 'Wireless Mouse', 'Presentation Clicker', 'Surge Protector'], priceDollars: [9, 150] },
  { name: 'Furniture', code: 'FUR', description: 'Folding chairs, tables and storage for halls and offices.', nouns: ['Folding Chair', 'Folding Table', 'Storage Cabinet', 'Stackable Stool', 'Bookcase', 'Rolling Cart'], priceDollars: [25, 400] },
  { name: 'Signage & Displays', code: 'SGN', description: 'Banners, stands and displays that help people find the way.', nouns: ['Retractable Banner', 'A-Frame Sign', 'Table Tent', 'Poster Frame', 'Brochure Holder', 'Feather Flag'], priceDollars: [10, 260] },
  { name: 'Kitchen & Catering', code: 'KIT', description: 'Serving gear and catering supplies for chapter dinners.', nouns: ['Chafing Dish', 'Serving Tray', 'Beverage Dispenser', 'Sheet Pan', 'Cutting Board', 'Ice Bucket'], priceDollars: [8, 180] },
  { name: 'Safety & First Aid', code: 'SAF', description: 'First aid kits, gloves and safety gear.', nouns: ['First Aid Kit', 'Nitrile Gloves', 'Safety Vest', 'Fire Extinguisher', 'Hand Sanitizer', 'Face Masks'], priceDollars: [4, 140] },
  { name: 'Printing & Paper', code: 'PRT', description: 'Copy paper, cardstock, envelopes and toner.', nouns: ['Copy Paper', 'Cardstock', 'Envelopes', 'Toner Cartridge', 'Label Sheets', 'Certificate Paper'], priceDollars: [5, 110] },
  { name: 'Tableware & Disposables', code: 'TBL', description: 'Plates, cups, cutlery and napkins for large gatherings.', nouns: ['Paper Plates', 'Hot Cups', 'Cutlery Kit', 'Napkins', 'Plastic Tumblers', 'Compostable Bowls'], priceDollars: [4, 55] },
  { name: 'Decorations', code: 'DEC', description: 'Balloons, table decor and seasonal decorations.', nouns: ['Balloon Kit', 'Table Runner', 'String Lights', 'Centerpiece', 'Pennant Banner', 'Confetti'], priceDollars: [3, 65] },
];

export const PRODUCT_ADJECTIVES = [
  'Premium', 'Heavy-Duty', 'Eco', 'Classic', 'Deluxe', 'Compact', 'Professional', 'Value', 'Recycled',
  'Commercial', 'Lightweight', 'Essential', 'Signature', 'Rugged', 'Everyday', 'Bulk',
] as const;

export const PRODUCT_VARIANTS = [
  'Black', 'Navy', 'White', 'Red', 'Forest Green', 'Royal Blue', 'Charcoal', 'Natural', 'Assorted Colors',
  'Small', 'Medium', 'Large', 'XL', '12 oz', '20 oz', 'Letter Size', 'Legal Size',
] as const;

export const PACK_SIZES = [1, 1, 1, 6, 10, 12, 12, 24, 25, 50, 100, 250] as const;

export const PRODUCT_FEATURES = [
  'Built for daily use in busy offices and event halls.',
  'Made with recycled materials and packed plastic-free.',
  'A favourite of chapters that run large events.',
  'Holds up to heavy use and cleans easily.',
  'Priced for bulk orders; mix and match with other items from the same vendor.',
  'Customisable with a chapter logo on request.',
  'Meets commercial quality standards.',
  'Stacks neatly for compact storage between events.',
] as const;

export const TAG_SPECS: ReadonlyArray<readonly [string, string]> = [
  ['Best Seller', 'Among the most ordered items this season.'],
  ['New Arrival', 'Recently added to the catalogue.'],
  ['Eco-Friendly', 'Made from recycled or sustainable materials.'],
  ['Bulk Discount', 'Better value in larger quantities.'],
  ['Made in USA', 'Manufactured in the United States.'],
  ['Customizable', 'Can carry a chapter logo or name.'],
  ['Fast Shipping', 'Usually ships within two business days.'],
  ['Limited Stock', 'Only a small quantity remains.'],
  ['Seasonal', 'Suited to a particular season or holiday.'],
  ['Clearance', 'Discontinued; sold while supplies last.'],
  ['Staff Pick', 'Recommended by the portal team.'],
  ['Fundraiser Favorite', 'Popular for chapter fundraising sales.'],
  ['Compostable', 'Breaks down in commercial composting.'],
  ['Reusable', 'Designed to be used many times.'],
  ['Kid Friendly', 'Safe and fun for young members.'],
  ['Outdoor', 'Made for outdoor events.'],
  ['Indoor', 'Best used indoors.'],
  ['Premium Quality', 'A step up in materials and finish.'],
  ['Budget Pick', 'The lowest price in its category.'],
  ['Gift Idea', 'A good thank-you gift for volunteers.'],
  ['Volunteer Gear', 'Helps volunteers stand out at events.'],
  ['Holiday', 'For year-end celebrations.'],
  ['Back to School', 'For the start of the school year.'],
  ['Conference', 'Useful at conferences and conventions.'],
  ['Catering', 'Used when serving food and drink.'],
];

export const VENDOR_PREFIXES = [
  'Harbor', 'Summit', 'Prairie', 'Liberty', 'Cedar', 'Bluebonnet', 'Granite', 'Northwind', 'Magnolia',
  'Redwood', 'Lakeshore', 'Pioneer', 'Keystone', 'Evergreen', 'Sunbelt', 'Frontier', 'Ironwood',
  'Riverside', 'Golden Gate', 'Heartland', 'Coastal', 'Silver Creek', 'Blue Ridge', 'Canyon',
] as const;

export const VENDOR_TRADES = [
  'Paper', 'Supply', 'Promotions', 'Apparel', 'Packaging', 'Office Products', 'Trading', 'Wholesale',
  'Distributors', 'Goods', 'Outfitters', 'Imports',
] as const;

export const VENDOR_SUFFIXES = ['Co.', 'Inc.', 'LLC', 'Group', 'Company', 'Corp.'] as const;
