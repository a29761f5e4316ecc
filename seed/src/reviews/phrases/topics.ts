import type { Feature } from '@storefront/reviews/vocabulary';
import type { ProfileId } from '../profiles';

/**
 * One sentence about one feature, in three tones. Every sentence names its feature in words a
 * shopper would search for ("colour"/"shade", "fabric"/"material", "delivered", …), so the
 * keyword filters find what the text says. Fit has its own file: it depends on the fit rating.
 */
export type Tone = 'pos' | 'mixed' | 'neg';
export type TonePool = Record<Tone, readonly string[]>;

export const topicSentences: Record<Exclude<Feature, 'fit'>, Partial<Record<ProfileId | 'any', TonePool>>> = {
  colour: {
    any: {
      pos: [
        'The {colour} colour is gorgeous, even nicer in real life.',
        'Colour is exactly as pictured.',
        'Love the {colour} colour, it goes with everything.',
        'Such a flattering colour.',
        'The colour is rich and really vibrant.',
        'Beautiful colour, I keep getting asked where {it} {is} from.',
      ],
      mixed: [
        'The colour is a bit darker than it looks online, but still nice.',
        'The {colour} colour is slightly more muted than in the photos.',
        'Colour is fine, just not quite as bright as I hoped.',
      ],
      neg: [
        'The colour is nothing like the picture.',
        'The {colour} looked dull and washed out in person, not the colour I expected.',
        'The colour ran in the first wash.',
      ],
    },
    homeware: {
      pos: ['The {colour} colour matches our decor perfectly.', 'Gorgeous colour, exactly as shown on the website.', 'The glaze colour is beautiful and varies slightly, which I love.'],
      mixed: ['The colour is a little lighter than the photos, but it still works in our room.', 'Colour match with the website is close, not exact.'],
      neg: ['The colour is completely different from the photos and clashes with everything.', 'Colour looked cheap and patchy in person.'],
    },
    hometextile: {
      pos: ['The {colour} colour is lovely and matches our bedroom perfectly.', 'Colour is true to the photos, really soft and calming.', 'The colour hasn\u2019t faded at all after several washes.'],
      mixed: ['The colour is a shade darker than pictured, still nice though.', 'Colour faded a little after the first wash.'],
      neg: ['The colour is nothing like the website and looks dated.', 'The colour washed out after one wash.'],
    },
    makeup: {
      pos: ['The shade is beautiful and really flattering on my skin tone.', 'Gorgeous colour payoff from one swipe.', 'Found my perfect shade first time.', 'The colour is so pigmented and rich.'],
      mixed: ['The shade is a little warmer than I expected.', 'Nice colour but I need a couple of layers to build it up.'],
      neg: ['The shade was completely wrong for me, far too orange.', 'The colour looks nothing like the swatch online.'],
    },
  },
  material: {
    any: {
      pos: [
        'The fabric is soft and feels expensive.',
        'Lovely {material} fabric with a nice weight to it.',
        'The material is good quality and doesn\u2019t crease.',
        'Really soft fabric that washes well.',
        'The {material} is beautiful, such a nice material to wear.',
      ],
      mixed: ['The fabric is thinner than I expected, but fine for the price.', 'The material creases easily, so have the iron ready.', 'Fabric is nice but a little see-through in daylight.'],
      neg: ['The fabric feels cheap and scratchy.', 'Thin, see-through material, really disappointing.', 'The material bobbled after one wear.'],
    },
    kidswear: {
      pos: ['Soft fabric that survives the washing machine every week.', 'The material is lovely and soft against my little one\u2019s skin.', 'Good thick fabric, not flimsy at all.'],
      mixed: ['The fabric is a bit thin but it washes well.', 'Material bobbled slightly after a few washes.'],
      neg: ['The fabric went bobbly after one wash.', 'Thin, cheap material that shrank in the wash.'],
    },
    bag: {
      pos: ['The material feels sturdy and looks expensive.', 'The {material} material looks far more expensive than it was.', 'Lovely soft material and neat stitching.'],
      mixed: ['The material scuffs easily, so be careful with it.', 'Material is a little stiff at first but softens up.'],
      neg: ['The material peeled within a month.', 'Cheap-looking material, nothing like the photos.'],
    },
    hometextile: {
      pos: ['The fabric is soft, breathable and washes beautifully.', 'Lovely {material} fabric, so soft to the touch.', 'Really good quality material, much thicker than our old one.'],
      mixed: ['The fabric creases a lot, so it needs ironing.', 'Material is a little thin but soft.'],
      neg: ['The fabric is scratchy and bobbled straight away.', 'Thin material that shrank in the wash.'],
    },
  },
  comfort: {
    any: {
      pos: ['So comfortable I forgot I was wearing {them}.', 'Really comfortable to wear all day.', 'Comfortable and easy to move in.', 'Super comfortable, I could live in {them}.'],
      mixed: ['Comfortable enough, though {it} took a few wears to feel right.', 'Not the most comfortable for a long day, fine for an evening.'],
      neg: ['Really uncomfortable, {it} dug in all evening.', 'Not comfortable at all, the seams rub.'],
    },
    footwear: {
      pos: ['Comfortable from the first wear, no rubbing at all.', 'I walked miles in {them} and {they} {was} comfortable all day.', 'So comfortable, like wearing slippers.', 'The padded insole makes {them} really comfortable.'],
      mixed: ['Comfortable once broken in, but the first few wears were tough.', 'Comfortable for a few hours, then my feet start to ache.'],
      neg: ['Really uncomfortable, I had blisters within an hour.', 'So uncomfortable I couldn\u2019t wear {them} for a full evening.'],
    },
    kidswear: {
      pos: ['Comfortable enough for running around the park all day.', 'My little one finds {them} really comfortable and wants to wear {them} every day.'],
      mixed: ['Comfortable, though the waistband is a bit tight.'],
      neg: ['Not comfortable, the labels scratch and my little one won\u2019t wear {them}.'],
    },
    hometextile: {
      pos: ['So soft and comfortable, we love it.', 'Really comfortable and cosy on the sofa.'],
      mixed: ['Comfortable, though not as plush as I imagined.'],
      neg: ['Not comfortable at all, stiff and scratchy.'],
    },
  },
  quality: {
    any: {
      pos: ['Great quality for the price.', 'Really well made, the quality is excellent.', 'The quality is lovely, feels much more expensive than it was.', 'Excellent quality, the stitching is neat and strong.'],
      mixed: ['Quality is okay but there were a few loose threads.', 'Decent quality, nothing special.', 'Quality is fine for the price.'],
      neg: ['Poor quality, a seam came apart on the first wear.', 'Quality is really poor for the price.', 'The quality just isn\u2019t there any more.'],
    },
    kidswear: {
      pos: ['Good quality and washes well, even after lots of washes.', 'Great quality, has lasted through two children.', 'Really good quality for kids\u2019 clothes.'],
      mixed: ['Quality is okay, it bobbled a little after a few washes.'],
      neg: ['Poor quality, it bobbled after one wash.', 'The quality is terrible, a hole appeared within a week.'],
    },
    footwear: {
      pos: ['Great quality, the soles are sturdy and well stitched.', 'Really good quality for the price, they look expensive.'],
      mixed: ['Quality is okay, but the soles show wear quickly.'],
      neg: ['Poor quality, the sole came away after a few weeks.', 'Quality is awful, they scuffed on the first wear.'],
    },
    bag: {
      pos: ['The quality is excellent, the hardware feels solid.', 'Great quality, the zips and stitching are really well done.'],
      mixed: ['Quality is fine, though the strap feels a little flimsy.'],
      neg: ['Poor quality, the strap broke within a month.', 'The quality is poor, the lining ripped straight away.'],
    },
    jewellery: {
      pos: ['Good quality and it hasn\u2019t tarnished at all.', 'Lovely quality, looks far more expensive than it was.', 'Great quality, I wear {them} every day.'],
      mixed: ['Quality is okay, but the clasp is fiddly.'],
      neg: ['Poor quality, it tarnished within a week.', 'The quality is poor, the plating rubbed off.'],
    },
    homeware: {
      pos: ['Good quality, sturdy and well finished.', 'Excellent quality, feels heavy and solid.', 'The quality is lovely, it looks really expensive.'],
      mixed: ['Quality is okay, a small mark on the finish but nothing major.'],
      neg: ['Poor quality, it arrived chipped.', 'Quality is poor, it feels flimsy and cheap.'],
    },
    hometextile: {
      pos: ['Great quality, it has washed really well.', 'Lovely quality, the stitching is neat and even.'],
      mixed: ['Quality is fine, though it needed a good iron.'],
      neg: ['Poor quality, the seams split after one wash.', 'The quality is poor, threads were coming loose straight away.'],
    },
    homescent: {
      pos: ['Great quality, it burns evenly with no tunnelling.', 'Lovely quality and the vessel is beautiful.'],
      mixed: ['Quality is fine, though the wick is a bit short.'],
      neg: ['Poor quality, it tunnelled after the first burn.'],
    },
  },
  style: {
    any: {
      pos: ['Wore {them} {occasion} and got so many compliments.', 'Really stylish and easy to dress up or down.', 'Such a stylish {noun}, I feel great in {them}.', 'The style is really flattering.'],
      mixed: ['The style is nice but not quite as flattering as I\u2019d hoped.', 'The style is fine, a bit plainer than in the photos.'],
      neg: ['The style just didn\u2019t suit me at all.', 'The style looks nothing like the picture, really frumpy.'],
    },
    footwear: {
      pos: ['Such a stylish pair, I\u2019ve had loads of compliments.', 'The style goes with jeans and dresses alike.'],
      mixed: ['Nice style but a bit chunkier than they look online.'],
      neg: ['The style looks cheap in person.'],
    },
    bag: {
      pos: ['Such a stylish bag, it goes with everything.', 'Gets compliments every time I carry it.'],
      mixed: ['The style is nice, though a bit plainer than in the photos.'],
      neg: ['The style looks much cheaper in person.'],
    },
    jewellery: {
      pos: ['Such a stylish piece, I get compliments whenever I wear {them}.', 'Delicate style that goes with everything.'],
      mixed: ['Nice style, a bit chunkier than I expected.'],
      neg: ['The style looks really cheap in person.'],
    },
    homeware: {
      pos: ['Really stylish, it looks so much more expensive.', 'Stylish and simple, it fits our decor perfectly.'],
      mixed: ['The style is nice but plainer than in the photos.'],
      neg: ['The style looks cheap in person.'],
    },
  },
  value: {
    any: {
      pos: ['Great value for money.', 'Brilliant value at this price.', 'Worth every penny of the price.', 'Really good value, I\u2019ve bought two.'],
      mixed: ['A little pricey for what it is, but I\u2019d buy again in the sale.', 'Fair value, though I\u2019d wait for a discount.'],
      neg: ['Not worth the money.', 'Overpriced for the quality.', 'Poor value, you can get better for less money.'],
    },
  },
  delivery: {
    any: {
      pos: ['Delivery was quick, ordered on Monday and it arrived on Tuesday.', 'Fast delivery and well wrapped.', 'Arrived the next day, brilliant delivery.', 'Delivered earlier than expected.'],
      mixed: ['Delivery took a few days longer than expected.', 'Delivery was fine, though the tracking didn\u2019t update.'],
      neg: ['Delivery was really slow and the parcel arrived damaged.', 'Took over a week to be delivered.'],
    },
  },
  size: {
    bag: {
      pos: ['The size is perfect: phone, purse, keys and a book all fit.', 'Roomy size without being bulky.', 'Great size for everyday, fits everything I need.'],
      mixed: ['Smaller in size than I expected, but it takes the essentials.', 'A good size, though a bit too big for evenings.'],
      neg: ['Much smaller size than it looks, it barely fits my phone.', 'The size is tiny compared with the photos.'],
    },
    jewellery: {
      pos: ['Perfect size, not too big and not too dainty.', 'A lovely size, just right for everyday.'],
      mixed: ['A bit smaller in size than I expected, still pretty.'],
      neg: ['Tiny in size, much smaller than the photos suggest.'],
    },
    homeware: {
      pos: ['Good size, exactly as described.', 'Generous size, it fills the space nicely.', 'The size is just right for our table.'],
      mixed: ['Smaller in size than I pictured, so check the measurements.'],
      neg: ['Much smaller in size than expected, it looks lost in the room.'],
    },
    hometextile: {
      pos: ['Generous size, it covers the {size} bed nicely.', 'Good size and the measurements are accurate.', 'The size is perfect for our sofa.'],
      mixed: ['A little smaller in size than I expected, still covers the bed.'],
      neg: ['The size is wrong, much smaller than the measurements say.'],
    },
  },
  packaging: {
    any: {
      pos: ['Beautifully packaged, it would make a lovely gift.', 'Arrived in lovely packaging, really well protected.', 'The packaging is so pretty I kept the box.'],
      mixed: ['Packaging was a bit basic, but everything arrived safely.'],
      neg: ['The packaging was damaged and the box was crushed.', 'Poor packaging, it leaked in the parcel.'],
    },
    homeware: {
      pos: ['Really well packaged, not a scratch on it.', 'Arrived in sturdy packaging, safe and sound.'],
      mixed: ['The packaging was minimal but it survived the journey.'],
      neg: ['Poor packaging, it arrived broken.'],
    },
    jewellery: {
      pos: ['Came in lovely packaging, perfect as a gift.', 'The gift packaging is really pretty.'],
      mixed: ['Packaging is basic, I\u2019d buy a box if giving it as a gift.'],
      neg: ['The packaging was a plastic bag, not great for a present.'],
    },
  },
  scent: {
    fragrance: {
      pos: ['The scent is gorgeous, warm and a little bit sweet.', 'I get compliments on the scent every time I wear it.', 'Smells absolutely beautiful.', 'A fresh, clean scent that isn\u2019t overpowering.'],
      mixed: ['The scent is nice but not quite what I expected from the description.', 'Smells lovely at first, but the dry-down is a bit powdery for me.'],
      neg: ['The scent is really synthetic and gave me a headache.', 'Smells nothing like the description.'],
    },
    homescent: {
      pos: ['The scent fills the whole room.', 'Smells amazing, the whole house smells lovely.', 'A beautiful, cosy scent.'],
      mixed: ['The scent is quite faint unless you\u2019re close to it.', 'Smells nice, a bit sweeter than I expected.'],
      neg: ['Barely any scent at all.', 'The scent is overpowering and smells artificial.'],
    },
    any: {
      pos: ['Smells lovely and fresh.', 'The scent is gorgeous and subtle.'],
      mixed: ['The scent is quite strong, but it fades quickly.'],
      neg: ['Didn\u2019t like the scent at all, very chemical.'],
    },
  },
  longevity: {
    fragrance: {
      pos: ['Lasts all day on my skin.', 'Really long lasting, I can still smell it the next morning.', 'A couple of sprays last me all day.'],
      mixed: ['It lasts a few hours, so I top it up at lunch.'],
      neg: ['It doesn\u2019t last at all, gone within an hour.'],
    },
    makeup: {
      pos: ['Lasts all day without touching up.', 'Long lasting wear, even through a twelve-hour shift.', 'Still looks fresh at the end of the day, great wear.'],
      mixed: ['Wears off after a few hours, so I reapply.'],
      neg: ['Didn\u2019t last at all, gone after my morning coffee.'],
    },
    homescent: {
      pos: ['Lasts for ages, I\u2019ve been burning mine for weeks.', 'Long lasting, the scent keeps going for months.'],
      mixed: ['It lasts a reasonable time, though not as long as the label says.'],
      neg: ['It didn\u2019t last long at all for the price.'],
    },
  },
  texture: {
    skincare: {
      pos: ['Lovely lightweight texture that absorbs quickly.', 'Feels silky and not greasy at all.', 'The texture is gorgeous, it sinks straight in.'],
      mixed: ['The texture is a bit thick for daytime.', 'Feels slightly tacky for a minute before it absorbs.'],
      neg: ['The texture is really greasy and sits on top of my skin.', 'Feels sticky all day.'],
    },
    makeup: {
      pos: ['Creamy texture that blends easily.', 'The texture is smooth and never cakey.'],
      mixed: ['The texture is a little dry, so I prep well first.'],
      neg: ['Patchy, dry texture that clings to every flake.'],
    },
    haircare: {
      pos: ['Rich texture, a little goes a long way.', 'Lovely light texture that doesn\u2019t weigh my hair down.'],
      mixed: ['The texture is quite heavy, so I use it sparingly.'],
      neg: ['The texture is so heavy it left my hair greasy.'],
    },
  },
  results: {
    skincare: {
      pos: ['I\u2019ve noticed a real difference in my skin after two weeks.', 'My skin feels so much softer, great results.', 'Visible results, my skin looks brighter and more even.'],
      mixed: ['Results are subtle so far, I\u2019ll keep using it.', 'Some difference in my skin, but not dramatic.'],
      neg: ['No results at all after a month.', 'Broke me out, and no other results to speak of.'],
    },
    haircare: {
      pos: ['My hair has never been so soft, amazing results.', 'Made a real difference to my frizz.', 'Great results, my hair is shiny and smooth.'],
      mixed: ['Some difference, though my hair still tangles.'],
      neg: ['Made no difference to my hair at all.', 'Disappointing results, my hair felt dry afterwards.'],
    },
  },
};

/** What a stem of the text shows a review mentions a feature (the text's own words). */
export const featureWords: Record<Feature, RegExp> = {
  fit: /fit/i,
  size: /size/i,
  material: /material|fabric/i,
  colour: /colou?r|shade/i,
  comfort: /comf/i,
  quality: /quality/i,
  style: /styl|compliment/i,
  value: /value|price|money/i,
  delivery: /deliver|arrived/i,
  packaging: /packag/i,
  scent: /scent|smell/i,
  longevity: /last|wear/i,
  texture: /textur|feel/i,
  results: /result|difference/i,
};
