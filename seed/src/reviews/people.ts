/** Reviewers: UK first names and places, as shoppers sign their reviews. */

export const femaleNames = [
  'Sarah', 'Emma', 'Laura', 'Rebecca', 'Hannah', 'Sophie', 'Charlotte', 'Amy', 'Jessica', 'Lucy',
  'Gemma', 'Claire', 'Rachel', 'Katie', 'Natalie', 'Zoe', 'Chloe', 'Holly', 'Megan', 'Ellie',
  'Olivia', 'Amelia', 'Grace', 'Lauren', 'Jade', 'Kirsty', 'Nicola', 'Donna', 'Helen', 'Joanne',
  'Karen', 'Lisa', 'Michelle', 'Samantha', 'Victoria', 'Bethany', 'Abbie', 'Freya', 'Isla', 'Niamh',
  'Siobhan', 'Aisha', 'Priya', 'Fatima', 'Yasmin', 'Leah', 'Kerry', 'Louise', 'Jenny', 'Alison',
  'Fiona', 'Eilidh', 'Carys', 'Rhiannon', 'Georgia', 'Poppy', 'Millie', 'Harriet', 'Tanya', 'Anna',
] as const;

export const maleNames = [
  'James', 'Tom', 'Daniel', 'Matthew', 'Chris', 'Ben', 'Sam', 'Jack', 'Ryan', 'Luke',
  'Adam', 'Mark', 'Paul', 'David', 'Steve', 'Andrew', 'Michael', 'Josh', 'Liam', 'Callum',
  'Connor', 'Harry', 'Oliver', 'George', 'Alfie', 'Jamie', 'Craig', 'Gareth', 'Rhys', 'Owen',
  'Ali', 'Hassan', 'Raj', 'Kieran', 'Declan', 'Euan', 'Fraser', 'Rob', 'Nathan', 'Joe',
] as const;

export const places = [
  'London', 'Manchester', 'Birmingham', 'Leeds', 'Glasgow', 'Edinburgh', 'Liverpool', 'Bristol', 'Cardiff', 'Belfast',
  'Newcastle', 'Sheffield', 'Nottingham', 'Leicester', 'Southampton', 'Brighton', 'Norwich', 'York', 'Exeter', 'Plymouth',
  'Aberdeen', 'Dundee', 'Swansea', 'Derby', 'Coventry', 'Reading', 'Oxford', 'Cambridge', 'Bath', 'Chester',
  'Bournemouth', 'Leamington Spa', 'Harrogate', 'Cheltenham', 'Guildford', 'Colchester', 'Ipswich', 'Lincoln', 'Durham', 'Sunderland',
  'Stockport', 'Bolton', 'Wigan', 'Preston', 'Blackpool', 'Hull', 'Milton Keynes', 'Northampton', 'Peterborough', 'Luton',
  'Essex', 'Kent', 'Surrey', 'Yorkshire', 'Cornwall', 'Devon', 'Hertfordshire', 'Lancashire', 'Inverness', 'Derry',
  'Stirling', 'Wrexham', 'Newport', 'Canterbury', 'Maidstone', 'Worcester', 'Shrewsbury', 'Carlisle', 'Telford', 'Swindon',
] as const;

/** Nicknames some shoppers sign with instead of a name. */
export const nicknames = ['Happy shopper', 'Busy mum', 'Fashion lover', 'Regular customer', 'Shopaholic', 'Weekend wanderer', 'Bargain hunter', 'Style seeker'] as const;

/** Who the buyer shops for, in openers such as "Bought for my daughter". */
export const children = ['daughter', 'son', 'granddaughter', 'grandson', 'niece', 'nephew', 'little one'] as const;
export const giftRecipients = ['my sister', 'my mum', 'my best friend', 'my daughter', 'my partner', 'my wife', 'a friend'] as const;
